import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Modal } from './Modal';
import { FREEZE_HIDING, storySamples, useStoryOpen } from './story-samples';
import { TextField } from './TextField';

interface DemoProps {
  language: unknown;
  long?: boolean;
  /** Close right after mounting, to show `hiding`. */
  startClosing?: boolean;
  animationMs?: number;
  closeOnBack?: boolean;
}

function ModalDemo({ language, long = false, startClosing = false, animationMs, closeOnBack }: DemoProps) {
  const s = storySamples(language);
  const [open, setOpen] = useStoryOpen(startClosing);
  return (
    <>
      {startClosing ? <style>{FREEZE_HIDING}</style> : null}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {s.modalTitle}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={s.modalTitle}
        animationMs={animationMs}
        closeOnBack={closeOnBack}
        footer={
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              {s.cancel}
            </Button>
            <Button onClick={() => setOpen(false)}>{s.pay}</Button>
          </>
        }
      >
        <p style={{ marginBlockStart: 0 }}>{s.modalBody}</p>
        <TextField label={s.amount} inputMode="decimal" name="amount" />
        {long ? Array.from({ length: 12 }, (_, i) => <p key={i}>{s.paragraph}</p>) : null}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  tags: ['autodocs'],
  component: ModalDemo,
  // On the docs page each story in a frame of its own: an overlay shown inline would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { language: 'EN' },
  argTypes: { language: { table: { disable: true } } },
  render: (args, { globals }) => <ModalDemo {...args} language={globals.language} />,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: entrance animation, focus on the dialog, Tab stays inside, Escape / back / backdrop close. */
export const Shown: Story = {};

/** Closed a moment ago: `data-state="hiding"`, held half-way through the 250 ms exit here. */
export const Hiding: Story = {
  args: { startClosing: true, animationMs: 60_000, closeOnBack: false },
};

/** Content taller than the screen scrolls inside the body; header and footer stay. */
export const LongContent: Story = {
  args: { long: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const DarkLongContent: Story = {
  args: { long: true },
  globals: { theme: 'dark' },
};

/** Right to left: the close button sits at the start (left), text aligns right. */
export const Urdu: Story = {
  globals: { language: 'UR' },
};
