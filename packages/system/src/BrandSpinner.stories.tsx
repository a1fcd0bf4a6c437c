import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandSpinner } from './BrandSpinner';
import { StoryStore } from './story-helpers';

interface DemoProps {
  withLogo?: boolean;
}

/** The spinner while the first status check runs (here it never settles, so the 10 s auto-hide shows). */
function BrandSpinnerDemo({ withLogo = true }: DemoProps) {
  return (
    <StoryStore system={{ status: 'loading', checked: false }} brand={withLogo ? undefined : { logo: null }}>
      <p style={{ padding: 16 }}>The page under the spinner.</p>
      <BrandSpinner />
    </StoryStore>
  );
}

const meta = {
  title: 'System/Brand spinner',
  component: BrandSpinnerDemo,
  parameters: { layout: 'fullscreen' },
  render: (args, { id }) => <BrandSpinnerDemo key={id} {...args} />,
} satisfies Meta<typeof BrandSpinnerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant's logo in the spinning ring; gone after 10 s. */
export const WithLogo: Story = {};

/** Before the merchant settings arrive (and without a fallback), the ring alone. */
export const WithoutLogo: Story = {
  args: { withLogo: false },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
