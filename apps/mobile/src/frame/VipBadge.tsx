import type { MemberInfo } from '@lotto/api-client';
import { useTexts } from '@lotto/i18n';
import { SHELL_NAMESPACE } from '../locales';
import { vipBadgeStyle } from './vip-colours';

/** The member's VIP label (`clubLabel.labelName`), in its colours when the platform gives them. */
export function VipBadge({ label }: { label: NonNullable<MemberInfo['clubLabel']> }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  const style = vipBadgeStyle(label);
  return (
    <span className={`shell-vip-badge${style ? ' shell-vip-badge--coloured' : ''}`} style={style}>
      <span className="ui-visually-hidden">{t('member.level')} </span>
      {label.labelName}
    </span>
  );
}
