import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { Button } from './Button';
import { storySamples } from './story-samples';

type DemoProps = Omit<AlertDialogProps, 'open' | 'onConfirm' | 'message'> & { language: unknown; long?: boolean };

function AlertDialogDemo({ language, long = false, ...props }: DemoProps) {
  const s = storySamples(language);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {s.alertMessage}
      </Button>
      <AlertDialog
        {...props}
        open={open}
        message={long ? `${s.alertMessage} ${s.paragraph} ${s.paragraph}` : s.alertMessage}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  tags: ['autodocs'],
  component: AlertDialogDemo,
  // On the docs page each story in a frame of its own: an overlay shown inline would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { language: 'EN' },
  argTypes: { language: { table: { disable: true } } },
  render: (args, { globals }) => <AlertDialogDemo {...args} language={globals.language} />,
} satisfies Meta<typeof AlertDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The translated "Notice" title and "Confirm" button; focus starts on the button. */
export const Default: Story = {};

/** A server trace id in small print, for the user to quote to support. */
export const WithTraceId: Story = {
  args: { traceId: '7f3a91bc-2d4e-4c1a-9e55-0b6f1d2a8c31' },
};

export const CustomTitleAndLabel: Story = {
  args: { title: 'Withdrawal', confirmLabel: 'OK' },
};

export const LongMessage: Story = {
  args: { long: true, traceId: '7f3a91bc' },
};

export const Dark: Story = {
  args: { traceId: '7f3a91bc-2d4e' },
  globals: { theme: 'dark' },
};

export const Urdu: Story = {
  args: { traceId: '7f3a91bc-2d4e' },
  globals: { language: 'UR' },
};

export const UrduWithoutTraceId: Story = {
  globals: { language: 'UR' },
};

/** A question: the confirming answer first, a cancel under it (Escape and back cancel). */
export const Question: Story = {
  args: { title: 'Log out?', confirmLabel: 'Log out', onCancel: () => undefined },
};

export const QuestionUrdu: Story = {
  args: { title: 'لاگ آؤٹ؟', confirmLabel: 'لاگ آؤٹ', onCancel: () => undefined },
  globals: { language: 'UR', theme: 'dark' },
};
