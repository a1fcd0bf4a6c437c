import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORAGE_KEYS, type ThemeChoice } from '@lotto/app-core';
import { ThemeRow } from './ThemeRow';
import '../account.css';

/** The row as the Me page's settings group holds it, with `chosen` kept before it draws. */
function ThemeDemo({ chosen }: { chosen: ThemeChoice }) {
  useState(() => localStorage.setItem(STORAGE_KEYS.theme, chosen));
  return (
    <ul className="acct-group__rows" style={{ background: 'var(--color-surface)' }}>
      <ThemeRow />
    </ul>
  );
}

const meta = {
  title: 'Account/Theme choice',
  component: ThemeDemo,
  args: { chosen: 'light' },
  argTypes: { chosen: { control: 'inline-radio', options: ['light', 'dark', 'device'] } },
} satisfies Meta<typeof ThemeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default (spec 001 §9): light chosen. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};
/** Dark chosen, on the dark page. */
export const Dark: Story = { args: { chosen: 'dark' }, globals: { theme: 'dark' } };
/** The device's chosen: the page follows prefers-color-scheme. */
export const Device: Story = { args: { chosen: 'device' } };
/** A choice made by the keyboard: arrow keys move between the radios and choose. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
  },
};
export const Urdu: Story = { globals: { language: 'UR' } };
export const UrduDark: Story = { args: { chosen: 'dark' }, globals: { language: 'UR', theme: 'dark' } };
