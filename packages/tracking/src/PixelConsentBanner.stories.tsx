import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { PixelConsentBanner } from './PixelConsentBanner';
import { memoryConsent } from './testing/memory-consent';
import type { ConsentAnswer } from './consent';

/** A page with the banner at the bottom, as on a merchant that requires consent; the answer shows on the page. */
function PixelConsentDemo({ answered }: { answered: ConsentAnswer | null }) {
  const [consent] = useState(() => memoryConsent(answered));
  const answer = useSyncExternalStore(consent.subscribe, consent.answer);
  return (
    <>
      <p style={{ padding: '16px' }}>A page of the app. Answer: {answer ?? 'none yet'}.</p>
      <PixelConsentBanner consent={consent} />
    </>
  );
}

const meta = {
  title: 'Tracking/Pixel consent',
  component: PixelConsentDemo,
  parameters: { layout: 'fullscreen' },
  args: { answered: null },
} satisfies Meta<typeof PixelConsentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};

/** Answered earlier on this install: nothing shows. */
export const Answered: Story = { args: { answered: 'granted' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
