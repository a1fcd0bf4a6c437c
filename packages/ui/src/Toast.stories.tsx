import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { storySamples } from './story-samples';
import { Toast, ToastViewport, type ToastPlacement, type ToastVariant } from './Toast';

/** Long enough to look at; the AutoDismiss story shows the real 1.5 s. */
const STAY = 600_000;

interface DemoProps {
  language: unknown;
  variants?: ToastVariant[];
  placement?: ToastPlacement;
}

function ToastDemo({ language, variants = ['info'], placement = 'center' }: DemoProps) {
  const s = storySamples(language);
  const messages: Record<ToastVariant, string> = { info: s.toastInfo, success: s.toastSuccess, error: s.toastError };
  const [shown, setShown] = useState(variants);
  return (
    <ToastViewport placement={placement}>
      {shown.map((variant) => (
        <Toast
          key={variant}
          variant={variant}
          message={messages[variant]}
          duration={STAY}
          onDismiss={() => setShown((list) => list.filter((v) => v !== variant))}
        />
      ))}
    </ToastViewport>
  );
}

function AutoDismissDemo({ language }: { language: unknown }) {
  const s = storySamples(language);
  const [toasts, setToasts] = useState<number[]>([1]);
  return (
    <>
      <Button onClick={() => setToasts((list) => [...list, Date.now()])}>{s.toastSuccess}</Button>
      <ToastViewport placement="bottom">
        {toasts.map((id) => (
          <Toast key={id} variant="success" message={s.toastSuccess} onDismiss={() => setToasts((list) => list.filter((t) => t !== id))} />
        ))}
      </ToastViewport>
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  tags: ['autodocs'],
  component: ToastDemo,
  // On the docs page each story in a frame of its own: an overlay shown inline would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { language: 'EN' },
  argTypes: { language: { table: { disable: true } } },
  render: (args, { globals }) => <ToastDemo {...args} language={globals.language} />,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { variants: ['success'] } };

export const Error: Story = { args: { variants: ['error'] } };

/** Several at once, stacked in one polite live region. */
export const Stacked: Story = { args: { variants: ['info', 'success', 'error'], placement: 'top' } };

/** The real timing: each toast dismisses itself after TOAST_DURATION_MS (1.5 s). */
export const AutoDismiss: Story = {
  render: (_args, { globals }) => <AutoDismissDemo language={globals.language} />,
};

export const Dark: Story = {
  args: { variants: ['info', 'success', 'error'] },
  globals: { theme: 'dark' },
};

export const Urdu: Story = {
  args: { variants: ['info', 'success', 'error'] },
  globals: { language: 'UR' },
};
