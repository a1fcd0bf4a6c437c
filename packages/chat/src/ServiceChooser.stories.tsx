import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CustomerServiceEntry } from '@lotto/api-client';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { CHAT_NAMESPACE } from './locales';
import { ServiceChooser } from './ServiceChooser';
import './chat.css';

/** The simulator's demo merchant's entries, one of each type. */
const ENTRIES: CustomerServiceEntry[] = [
  { csType: 'AICAN', csPosition: 1, path: '/sim-chat/aican', name: 'AI Service' },
  { csType: 'LIVECHAT', csPosition: 2, path: '/sim-chat/livechat', name: 'Live Chat' },
  { csType: 'COMM100', csPosition: 3, path: '/sim-chat/comm100', name: 'Help Desk' },
  { csType: 'MIDUOKE', csPosition: 4, path: '/sim-chat/miduoke' },
  { csType: 'COMM100VIP', csPosition: 5, path: '/sim-chat/comm100vip', name: 'VIP Desk' },
];

/** "Contact us" with several entries: the chooser; a choice closes it instead of opening the chat. */
function ChooserDemo({ entries }: { entries: CustomerServiceEntry[] }) {
  const { t } = useTexts(CHAT_NAMESPACE);
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>{t('customer_service')}</Button>
      <ServiceChooser open={open} entries={entries} onChoose={() => setOpen(false)} onClose={() => setOpen(false)} />
    </div>
  );
}

const meta = {
  title: 'Chat/Customer-service chooser',
  component: ChooserDemo,
  parameters: { layout: 'fullscreen' },
  args: { entries: ENTRIES },
} satisfies Meta<typeof ChooserDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type; an entry without a name shows its type (MIDUOKE). */
export const Chooser: Story = {};

export const TwoEntries: Story = { args: { entries: ENTRIES.slice(0, 2) } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
