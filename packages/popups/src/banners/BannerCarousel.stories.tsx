import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BANNERS } from '../story-samples';
import { BannerCarousel } from './BannerCarousel';
import '../popups.css';

const meta = {
  title: 'Popups/Banner carousel',
  component: BannerCarousel,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { banners: SAMPLE_BANNERS, loggedIn: false, onNavigate: () => undefined },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners, playing every 5 s: a promotion, a lottery game (login first for a visitor) and an outside address. */
export const Playing: Story = {};

/** One banner: no controls. */
export const Single: Story = { args: { banners: SAMPLE_BANNERS.slice(0, 1) } };

/** No banners: nothing at all. */
export const Empty: Story = { args: { banners: [] } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
