import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { MEMBER_INFO, MEMBER_SESSION, StoryFrame } from '../testing';
import { FeedbackPage } from './FeedbackPage';
import '../account.css';

const NEVER: Promise<ApiResult> = new Promise(() => undefined);

type Answer = 'sent' | 'refused' | 'pending';

function FeedbackDemo({ answer }: { answer: Answer }) {
  const api = cannedApi({
    '/wps/feedback': () =>
      answer === 'pending'
        ? NEVER
        : answer === 'refused'
          ? { status: 200, success: false, value: null, message: 'Busy' }
          : { status: 200, success: true, value: null },
  });
  return (
    <StoryFrame seed={{ api, session: MEMBER_SESSION, member: MEMBER_INFO }} path="/m/feedback">
      <FeedbackPage />
    </StoryFrame>
  );
}

/** Types a text (or none) and sends it, as a player would, so a story shows the state after. */
function send(text: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const area = await waitFor(() => canvasElement.querySelector<HTMLTextAreaElement>('textarea'));
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  };
}

/** The form appears once the texts have loaded: looked for every 50 ms, for at most 5 s. */
async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the feedback form did not appear');
}

const meta = {
  title: 'Account/Feedback',
  component: FeedbackDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'sent' },
  argTypes: { answer: { control: 'inline-radio', options: ['sent', 'refused', 'pending'] } },
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the topic, the text with its count, send. */
export const Empty: Story = {};
/** Sent with nothing in it: refused in the player's language, nothing sent. */
export const RefusedEmpty: Story = { play: send('   ') };
/** Sending: the button busy, a second tap sends nothing more. */
export const Sending: Story = { args: { answer: 'pending' }, play: send('The lobby is slow tonight. Call me on 0917 000 0001.') };
/** Sent: said so, the form cleared. */
export const Sent: Story = { play: send('The lobby is slow tonight. Call me on 0917 000 0001.') };
/** Over the limit: the count turns red and the send is refused. */
export const TooLong: Story = { play: send('x'.repeat(520)) };
export const Dark: Story = { globals: { theme: 'dark' }, play: send('   ') };
export const Urdu: Story = { globals: { language: 'UR' }, play: send('لابی آج رات سست ہے۔') };
