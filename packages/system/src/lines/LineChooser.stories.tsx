import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@lotto/ui';
import { StoryStore } from '../story-helpers';
import '../system.css';
import { LineChooserPage } from './LineChooserPage';
import { LineChooserView, type LineChooserViewProps } from './LineChooserView';
import type { LineResult } from './race-lines';

const A = 'https://line-a.lucky-star.example';
const B = 'https://line-b.lucky-star.example:8443';
const C = 'https://line-c.lucky-star.example';
const D = 'https://line-d.lucky-star.example';

const waiting = (line: string): LineResult => ({ line, state: 'waiting' });
const answered = (line: string, ms: number): LineResult => ({ line, state: 'answered', ms });
const failed = (line: string): LineResult => ({ line, state: 'failed' });

type DemoProps = Pick<LineChooserViewProps, 'phase' | 'results' | 'winner'>;

/** The chooser at one moment of a test, with the customer-service button. */
function LineChooserDemo(props: DemoProps) {
  return (
    <StoryStore path="/m/lines">
      <LineChooserView
        {...props}
        onRetest={() => {}}
        onUse={() => {}}
        contact={
          <Button variant="text" fullWidth>
            Customer service
          </Button>
        }
      />
    </StoryStore>
  );
}

const meta = {
  title: 'System/Line chooser',
  component: LineChooserDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LineChooserDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line pinged at once; none has answered yet. */
export const Waiting: Story = {
  args: { phase: 'testing', winner: null, results: [waiting(A), waiting(B), waiting(C), waiting(D)] },
};

/** The first answer is the winner and is offered at once; the others are still coming in. */
export const ResultsArriving: Story = {
  args: { phase: 'testing', winner: B, results: [waiting(A), answered(B, 84), answered(C, 312), waiting(D)] },
};

/** The test is over: every time, the winner marked, a dead line failed. */
export const Winner: Story = {
  args: { phase: 'done', winner: B, results: [answered(A, 1_204), answered(B, 84), answered(C, 312), failed(D)] },
};

/** No line answered within 10 s. */
export const AllFailed: Story = {
  args: { phase: 'done', winner: null, results: [failed(A), failed(B), failed(C), failed(D)] },
};

export const WinnerUrdu: Story = {
  args: Winner.args,
  globals: { language: 'UR' },
};

/** A fetch that answers per line after a delay, fails, or never answers. */
function simulatedFetch(delays: Record<string, number | 'dead' | 'fail'>): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      const how = delays[new URL(String(input)).origin];
      if (how === 'dead') return;
      if (how === 'fail' || how === undefined) return reject(new TypeError('Failed to fetch'));
      setTimeout(() => resolve(new Response('{"success":true,"value":"pong"}', { status: 200 })), how);
    });
}

/** The real page against simulated lines: watch the times arrive, then test again. */
export const Live: Story = {
  args: { phase: 'idle', winner: null, results: [] },
  render: () => (
    <StoryStore path="/m/lines" common={{ domainList: [A, B, C, D] }}>
      <LineChooserPage testerOptions={{ fetch: simulatedFetch({ [A]: 2_400, [B]: 300, [C]: 900, [D]: 'dead' }) }} />
    </StoryStore>
  ),
};
