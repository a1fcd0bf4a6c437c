import type { Meta, StoryObj } from '@storybook/react-vite';
import { FasterLineOffer } from './FasterLineOffer';
import { StoryStore } from './story-helpers';
import './system.css';

/** The banner at the bottom of a page, after the background line test found another line. */
function FasterLineOfferDemo() {
  return (
    <StoryStore system={{ fasterLineSearch: 'found', fasterLine: 'https://line-b.lucky-star.example' }}>
      <p style={{ padding: 16 }}>A page of the app.</p>
      <FasterLineOffer />
    </StoryStore>
  );
}

const meta = {
  title: 'System/Faster line offer',
  component: FasterLineOfferDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FasterLineOfferDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const Urdu: Story = {
  globals: { language: 'UR' },
};
