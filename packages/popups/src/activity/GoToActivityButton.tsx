import { useEffect, useRef, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { GO_TO_STYLE_DELAY_MS } from '../constants';
import { POPUPS_NAMESPACE } from '../locales';
import { labelFit, type LabelFit } from './label-fit';

/**
 * 'Go to activity' (spec 001 §2, §5): "its style is computed after 200 ms". What is computed is
 * the label's size: it shares a row with 'know it', and in some of the 20 languages the label is
 * wider than its half (label-fit.ts). It is measured 200 ms after the button appears, once the
 * slide and the dialog have their final width, and the label shows from then on, at its size; it
 * stays in the accessibility tree meanwhile, so the button has its name from the start. The popup
 * gives each slide's button a key of its own, so every slide's button computes its own.
 */
export function GoToActivityButton({ onClick }: { onClick: () => void }) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const label = t('go_to_activity');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const [computed, setComputed] = useState<{ label: string; fit: LabelFit } | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const button = buttonRef.current;
      const text = labelRef.current;
      if (!button || !text) return;
      const style = getComputedStyle(button);
      const padding = (parseFloat(style.paddingInlineStart) || 0) + (parseFloat(style.paddingInlineEnd) || 0);
      setComputed({ label, fit: labelFit(text.offsetWidth, button.clientWidth - padding) });
    }, GO_TO_STYLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [label]);

  // A language change measures again: a fit computed for another label does not count.
  const fit = computed?.label === label ? computed.fit : null;
  return (
    <Button ref={buttonRef} className="popups-go-to" data-styled={fit !== null} onClick={onClick}>
      <span
        ref={labelRef}
        className="popups-go-to__label"
        data-wrap={fit?.wrap || undefined}
        style={fit && fit.scale !== 1 ? { fontSize: `${fit.scale}em` } : undefined}
      >
        {label}
      </span>
    </Button>
  );
}
