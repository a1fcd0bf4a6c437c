import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_WELCOME } from '../story-samples';
import { WelcomeImagePopup } from './WelcomeImagePopup';
import '../popups.css';

const meta = {
  title: 'Popups/Welcome image',
  component: WelcomeImagePopup,
  parameters: { layout: 'fullscreen' },
  args: { banner: SAMPLE_WELCOME, onDone: () => undefined },
} satisfies Meta<typeof WelcomeImagePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save, copy link and close. */
export const Shown: Story = {};

/** Nothing to welcome with. */
export const Hidden: Story = { args: { banner: null } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
