import type { CustomerServiceEntry } from '@lotto/api-client';
import { useTexts } from '@lotto/i18n';
import { BottomSheet, Button } from '@lotto/ui';
import { CHAT_NAMESPACE } from './locales';

export interface ServiceChooserProps {
  open: boolean;
  entries: readonly CustomerServiceEntry[];
  onChoose: (entry: CustomerServiceEntry) => void;
  onClose: () => void;
}

/** The merchant's customer-service entries when it has several (spec 001 §3): the player picks one. */
export function ServiceChooser({ open, entries, onChoose, onClose }: ServiceChooserProps) {
  const { t } = useTexts(CHAT_NAMESPACE);
  return (
    <BottomSheet open={open} onClose={onClose} title={t('choose_service')}>
      <ul className="chat-chooser">
        {entries.map((entry, index) => (
          <li key={`${entry.csType}-${index}`}>
            <Button variant="secondary" fullWidth onClick={() => onChoose(entry)}>
              {entry.name || entry.csType}
            </Button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
