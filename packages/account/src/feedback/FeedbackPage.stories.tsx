import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { MEMBER_INFO, MEMBER_SESSION, StoryFrame } from '../testing';
import { FeedbackPage } from './FeedbackPage';
import '../account.css';

const FEEDBACK = 'The lobby is slow tonight. Call me on 0917 000 0001.';
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

type Play = NonNullable<Story['play']>;

/** Types a text (or none) and sends it as a player would; `then` checks what the story shows after. */
function send(text: string, then: (form: { area: HTMLElement; submit: HTMLElement; status: HTMLElement }) => Promise<void>): Play {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form appears once the texts have loaded.
    const area = await canvas.findByRole('textbox', {}, { timeout: 5_000 });
    // A long text is pasted, not typed key by key.
    const typed = text.length > 100 ? text.slice(0, 10) : text;
    if (typed !== '') await userEvent.type(area, typed);
    if (typed !== text) await userEvent.paste(text.slice(typed.length));
    const submit = canvasElement.querySelector<HTMLElement>('button[type="submit"]');
    if (!submit) throw new Error('the feedback form has no send button');
    await userEvent.click(submit);
    await then({ area, submit, status: canvas.getByRole('status') });
  };
}

/** Refused: the text is marked wrong, read with its reason, and keeps the focus; nothing is said to be sent. */
const refused = async ({ area, status }: { area: HTMLElement; status: HTMLElement }) => {
  await expect(area).toHaveAttribute('aria-invalid', 'true');
  await expect(area).toHaveFocus();
  await expect(status).toBeEmptyDOMElement();
};

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
export const RefusedEmpty: Story = { play: send('   ', refused) };
/** Sending: the button busy, a second tap sends nothing more. */
export const Sending: Story = {
  args: { answer: 'pending' },
  play: send(FEEDBACK, async ({ area, submit, status }) => {
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(area).toHaveValue(FEEDBACK);
    await expect(status).toBeEmptyDOMElement();
  }),
};
/** Sent: said so, the form cleared. */
export const Sent: Story = {
  play: send(FEEDBACK, async ({ area, status }) => {
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    await expect(area).toHaveValue('');
    await expect(area).not.toHaveAttribute('aria-invalid');
  }),
};
/** Over the limit: the count turns red and the send is refused. */
export const TooLong: Story = {
  play: send('x'.repeat(520), async (form) => {
    await refused(form);
    await expect(form.area.closest('form')?.querySelector('.acct-count--over')).toBeInTheDocument();
  }),
};
export const Dark: Story = { globals: { theme: 'dark' }, play: send('   ', refused) };
/** Sent in Urdu: the thanks in Urdu, the form cleared. */
export const Urdu: Story = {
  globals: { language: 'UR' },
  play: send('لابی آج رات سست ہے۔', async ({ area, status }) => {
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    await expect(area).toHaveValue('');
  }),
};
