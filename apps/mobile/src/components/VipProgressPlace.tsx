/**
 * The VIP card's place while the member and the progress are on their way: as tall as the card,
 * so the greeting and the buttons around it do not move when it arrives (CLS).
 */
export function VipProgressPlace() {
  return <div className="shell-vip shell-vip--pending" aria-hidden="true" />;
}
