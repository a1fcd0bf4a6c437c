import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { SAMPLE_LOGO } from './story-samples';

const meta = {
  title: 'UI/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  // Static stories stay; the AutoHide story shows the 10 s rule.
  args: { autoHideMs: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const InlineSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </div>
  ),
};

/** The full-screen brand spinner over the page. */
export const FullScreen: Story = {
  args: { fullScreen: true },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
};

export const FullScreenWithLogo: Story = {
  args: { fullScreen: true, logoSrc: SAMPLE_LOGO },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
};

function AutoHideDemo() {
  const [visible, setVisible] = useState(true);
  const [hidden, setHidden] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button onClick={() => setVisible(true)} disabled={visible}>
        Show again
      </Button>
      <span>Hidden by the timer: {hidden}</span>
      <Spinner
        visible={visible}
        size="large"
        onHide={() => {
          setVisible(false);
          setHidden((n) => n + 1);
        }}
      />
    </div>
  );
}

/** Hides itself after SPINNER_AUTO_HIDE_MS (10 s) and calls onHide. */
export const AutoHide: Story = {
  render: () => <AutoHideDemo />,
};

export const Dark: Story = {
  args: { fullScreen: true, logoSrc: SAMPLE_LOGO },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
  globals: { theme: 'dark' },
};

export const DarkInline: Story = {
  render: InlineSizes.render,
  globals: { theme: 'dark' },
};

export const Urdu: Story = {
  args: { fullScreen: true, logoSrc: SAMPLE_LOGO },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
  globals: { language: 'UR' },
};
