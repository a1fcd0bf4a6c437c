/**
 * The control that stops something moving by itself and starts it again (WCAG 2.2.2: the banner
 * carousel, the notice line): its name says what a tap does, and it is pressed while stopped.
 */
export function PauseToggle({
  stopped,
  onToggle,
  pauseLabel,
  playLabel,
  className,
}: {
  stopped: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  className: string;
}) {
  return (
    <button type="button" className={className} aria-label={stopped ? playLabel : pauseLabel} aria-pressed={stopped} onClick={onToggle}>
      <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
    </button>
  );
}
