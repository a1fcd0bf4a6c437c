import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';
import { FREEZE_HIDING, storySamples, useStoryOpen } from './story-samples';

interface DemoProps {
  language: unknown;
  long?: boolean;
  startClosing?: boolean;
  animationMs?: number;
  closeOnBack?: boolean;
}

function BottomSheetDemo({ language, long = false, startClosing = false, animationMs, closeOnBack }: DemoProps) {
  const s = storySamples(language);
  const [open, setOpen] = useStoryOpen(startClosing);
  return (
    <>
      {startClosing ? <style>{FREEZE_HIDING}</style> : null}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {s.sheetTitle}
      </Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={s.sheetTitle} animationMs={animationMs} closeOnBack={closeOnBack}>
        <div style={{ display: 'grid', gap: 8 }}>
          {s.methods.map((method) => (
            <Button key={method} variant="secondary" fullWidth onClick={() => setOpen(false)}>
              {method}
            </Button>
          ))}
        </div>
        {long ? Array.from({ length: 12 }, (_, i) => <p key={i}>{s.paragraph}</p>) : null}
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'UI/BottomSheet',
  tags: ['autodocs'],
  component: BottomSheetDemo,
  // On the docs page each story in a frame of its own: an overlay shown inline would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { language: 'EN' },
  argTypes: { language: { table: { disable: true } } },
  render: (args, { globals }) => <BottomSheetDemo {...args} language={globals.language} />,
} satisfies Meta<typeof BottomSheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slid up from the bottom edge; same focus, Escape, back-button and backdrop rules as Modal. */
export const Shown: Story = {};

/** Sliding down: `data-state="hiding"`, held half-way here. */
export const Hiding: Story = {
  args: { startClosing: true, animationMs: 60_000, closeOnBack: false },
};

/** Up to 90% of the screen, then the body scrolls. */
export const LongContent: Story = {
  args: { long: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Urdu: Story = {
  globals: { language: 'UR' },
};
