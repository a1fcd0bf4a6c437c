import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IN_APP_ONLY_FLAG } from '../launch/start-launch';
import { GamesStory, NEVER } from '../testing/story-setup';
import { GameFramePage } from './GameFramePage';
import '../games.css';

/** Where the stories' game is served: any page of a listed host stands in for a provider's game. */
const GAME_HOST = 'example.com';
const LAUNCH = '/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB&backUrl=%2Fm%2Fgame';
const TRIAL = '/m/launchGame?vendor=PG&code=PG_MAIN&trialGameId=9101&nodeId=101';

type Outcome = 'open' | 'starting' | 'timeout' | 'refused' | 'unlisted' | 'appOnly';

const ANSWERS = {
  open: { success: true, status: 200, value: { gameUrl: `https://${GAME_HOST}/` } },
  // What the client reports when the 10 s run out (ky's TimeoutError): timeout_retry_please.
  timeout: { success: false, status: 0, value: null, message: 'Request timed out: GET /wps/game/launchGame' },
  refused: { success: false, status: 200, value: null, message: 'This game is under maintenance.' },
  unlisted: { success: true, status: 200, value: { gameUrl: 'https://games.unknown-provider.example/' } },
  appOnly: { success: true, status: 200, value: { gameUrl: `https://${GAME_HOST}/` } },
} as const;

interface FrameDemoProps {
  outcome: Outcome;
  /** A free trial (no session needed) rather than real play. */
  trial: boolean;
  /** The toggle pressed once the page shows (no user gesture: the browser refuses fullscreen, so the header hides, as on an iPhone). */
  expanded?: boolean;
}

/** The game frame page (spec 001 §2 screen 17) after the launch the outcome names. */
function FrameDemo({ outcome, trial, expanded = false }: FrameDemoProps) {
  const answer = outcome === 'starting' ? NEVER : ANSWERS[outcome];
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (expanded) box.current?.querySelector<HTMLButtonElement>('button[aria-pressed="false"]')?.click();
  }, [expanded]);
  return (
    <GamesStory
      member
      path={trial ? TRIAL : LAUNCH}
      whitelabelVal={outcome === 'appOnly' ? { [IN_APP_ONLY_FLAG]: true } : {}}
      answers={{ '/wps/game/launchGame': answer, '/wps/relay/GCS_gameTrialLaunch': answer }}
    >
      <div ref={box} style={{ blockSize: '100vh' }}>
        <GameFramePage gameHosts={[GAME_HOST]} inApp={false} track={() => undefined} title="Lucky Star" />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Game frame page',
  component: FrameDemo,
  parameters: { layout: 'fullscreen' },
  args: { outcome: 'open', trial: false },
  argTypes: { outcome: { control: 'select', options: ['open', 'starting', 'timeout', 'refused', 'unlisted', 'appOnly'] } },
} satisfies Meta<typeof FrameDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game in its frame under the bar: back, and the fullscreen / hide-header toggle. */
export const Open: Story = {};

/** The header hidden by the toggle, the game over the whole viewport: an iPhone's fullscreen. */
export const Expanded: Story = { args: { expanded: true } };

export const ExpandedUrduDark: Story = { args: { expanded: true }, globals: { language: 'UR', theme: 'dark' } };

/** The 150 ms delay and the wait for the game address. */
export const Starting: Story = { args: { outcome: 'starting' } };

/** No game address within 10 s: timeout_retry_please, with retry. */
export const TimedOut: Story = { args: { outcome: 'timeout' } };

/** The platform refused: its own message, with retry. */
export const Refused: Story = { args: { outcome: 'refused' } };

/** The game address is on a host the merchant does not list: not opened, no retry. */
export const UnlistedHost: Story = { args: { outcome: 'unlisted' } };

/** A lottery in a browser while the merchant allows games in its app only: label_start_game_error. */
export const AppOnly: Story = { args: { outcome: 'appOnly' } };

/** A free trial, which a visitor may start too. */
export const Trial: Story = { args: { trial: true } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const TimedOutUrdu: Story = { args: { outcome: 'timeout' }, globals: { language: 'UR' } };

export const Dark: Story = { args: { outcome: 'timeout' }, globals: { theme: 'dark' } };
