import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { HELP_SECTIONS, StoryFrame } from '../testing';
import { HelpPage } from './HelpPage';
import '../account.css';

const NEVER: Promise<ApiResult> = new Promise(() => undefined);

type Answer = 'sections' | 'empty' | 'failed' | 'pending';

function HelpDemo({ answer, hash }: { answer: Answer; hash: string }) {
  const api = cannedApi({
    '/wps/system/helpCenter': () =>
      answer === 'pending'
        ? NEVER
        : answer === 'failed'
          ? { status: 502, success: false, value: null }
          : { status: 200, success: true, value: answer === 'empty' ? [] : HELP_SECTIONS },
  });
  return (
    <StoryFrame seed={{ api }} path={`/m/help${hash}`}>
      <HelpPage />
    </StoryFrame>
  );
}

const meta = {
  title: 'Account/Help centre',
  component: HelpDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'sections', hash: '' },
  argTypes: { answer: { control: 'inline-radio', options: ['sections', 'empty', 'failed', 'pending'] } },
} satisfies Meta<typeof HelpDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section closed. */
export const Full: Story = {};
/** `#term`, as the register page links: the terms open and in view. */
export const DeepLinked: Story = { args: { hash: '#term' } };
/** A child's tag opens its parent too. */
export const DeepLinkedChild: Story = { args: { hash: '#faq-deposit' } };
export const Loading: Story = { args: { answer: 'pending' } };
export const Failed: Story = { args: { answer: 'failed' } };
export const Empty: Story = { args: { answer: 'empty' } };
export const Dark: Story = { args: { hash: '#term' }, globals: { theme: 'dark' } };
export const Urdu: Story = { args: { hash: '#faq-deposit' }, globals: { language: 'UR' } };
