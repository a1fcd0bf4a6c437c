import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CountryPicker } from './CountryPicker';
import { STORY_COUNTRIES } from '../testing/story-helpers';
import '../auth.css';

function Picker({ changeable, flagBase }: { changeable: boolean; flagBase: string }) {
  const [value, setValue] = useState('63');
  return (
    <div className="auth-phone">
      <span id="story-country" className="auth-phone__label">
        Country code
      </span>
      <CountryPicker
        countries={STORY_COUNTRIES}
        value={value}
        onChange={setValue}
        flagBase={flagBase}
        changeable={changeable}
        labelId="story-country"
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Country picker',
  component: Picker,
  args: { changeable: true, flagBase: '/sim-assets/cdn' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by the code it shows, then the field's label: a name that starts with what the player sees. */
export const Changeable: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '+63 Country code' }, { timeout: 5_000 })).toBeVisible();
  },
};
/** The list open in a bottom sheet, every country in it, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const picker = await within(canvasElement).findByRole('button', { name: /\+63/ }, { timeout: 5_000 });
    await userEvent.click(picker);
    const sheet = await screen.findByRole('dialog');
    const current = sheet.querySelector('[aria-current="true"]');
    await expect(current).toHaveTextContent('+63');
    await expect(sheet.querySelectorAll('.auth-country-list__item')).toHaveLength(STORY_COUNTRIES.length);
  },
};
export const FixedByMerchant: Story = { args: { changeable: false } };
export const FlagImagesFail: Story = { args: { flagBase: '/no-such-cdn' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Urdu: Story = { globals: { language: 'UR' } };
