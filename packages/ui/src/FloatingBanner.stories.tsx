import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { CloseButton } from './CloseButton';
import { FloatingBanner } from './FloatingBanner';

const meta = {
  title: 'UI/FloatingBanner',
  tags: ['autodocs'],
  component: FloatingBanner,
  // On the docs page each story in a frame of its own: an overlay shown inline would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { label: 'New version', edge: 'top', message: 'Found new version, click refresh', children: null },
} satisfies Meta<typeof FloatingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An app-wide notice at the top, one action. */
export const Top: Story = {
  args: { children: <Button variant="primary">Refresh</Button> },
};

/** An offer at the bottom, with an action and a close button. */
export const BottomWithClose: Story = {
  args: {
    edge: 'bottom',
    label: 'Faster line',
    message: 'A faster line is available',
    children: (
      <>
        <Button variant="primary">Switch</Button>
        <CloseButton onClick={() => undefined} />
      </>
    ),
  },
};

/** A message long enough to wrap beside its actions. */
export const LongMessage: Story = {
  args: {
    message: 'A new version of the app is ready: refresh to load it now, or keep playing and it loads next time.',
    children: <Button variant="primary">Refresh</Button>,
  },
};

/** Banners of one edge stand one above the other in its dock, never over each other. */
export const Stacked: Story = {
  args: {
    edge: 'bottom',
    label: 'Faster line',
    message: 'A faster line is available',
    children: <Button variant="primary">Switch</Button>,
  },
  render: (args) => (
    <>
      <FloatingBanner {...args} />
      <FloatingBanner edge="bottom" label="Notifications" message="Turn on notifications to hear of draws and bonuses.">
        <Button variant="secondary">Not now</Button>
        <Button variant="primary">Turn on</Button>
      </FloatingBanner>
      <FloatingBanner edge="top" label="New version" message="Found new version, click refresh">
        <Button variant="primary">Refresh</Button>
      </FloatingBanner>
      <FloatingBanner edge="top" label="Offline" message="You are offline.">
        {null}
      </FloatingBanner>
    </>
  ),
};

export const StackedDark: Story = { ...Stacked, globals: { theme: 'dark' } };

export const StackedUrdu: Story = { ...Stacked, globals: { language: 'UR' } };
