import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GamesStory } from '../testing/story-setup';
import type { MiniGameScript } from './mini-game-script';
import { MiniGamePanel, type ScriptState } from './MiniGamePanel';
import { MiniGameWidget } from './MiniGameWidget';
import '../games.css';

/** A stand-in script with the contract's shape: a card and a button that asks for the lottery. */
const STAND_IN: MiniGameScript = {
  mount(container, { language, launch }) {
    const card = document.createElement('div');
    const title = document.createElement('p');
    title.textContent = `Stand-in mini game (${language})`;
    const play = document.createElement('button');
    play.type = 'button';
    play.textContent = 'Play the lottery';
    play.addEventListener('click', () => launch({ vendor: 'TCG_LOTTO', code: 'TCG_LOTTO_5D' }));
    card.append(title, play);
    container.append(card);
    return () => card.remove();
  },
};

interface WidgetDemoProps {
  variant: 'v1' | 's1';
  member: boolean;
}

/** A page with the widget floating over it; the lottery it asks for is shown on the story. */
function WidgetDemo({ variant, member }: WidgetDemoProps) {
  const [opened, setOpened] = useState('');
  return (
    <GamesStory member={member} whitelabelVal={variant === 'v1' ? { LOTTMINIGAME3: true } : { SEALOTTMINIGAME3: true }}>
      <div style={{ minBlockSize: '100vh', padding: 16 }}>
        <p>A page of the app. Drag the widget (v1), or press it to open the mini game.</p>
        {opened ? <p>Opened: {opened}</p> : null}
        <MiniGameWidget navigate={setOpened} loadScript={() => Promise.resolve(STAND_IN)} />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Mini-game widget',
  component: WidgetDemo,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'v1', member: true },
  argTypes: { variant: { control: 'inline-radio', options: ['v1', 's1'] } },
} satisfies Meta<typeof WidgetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOTTMINIGAME3: draggable, it snaps to the nearer side. */
export const Draggable: Story = {};

/** SEALOTTMINIGAME3: fixed where it is. */
export const FixedSea: Story = { args: { variant: 's1' } };

/** A visitor: nothing shows and no script loads. */
export const Visitor: Story = { args: { member: false } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** What a press opens: the sheet the script draws into, while it loads, or when it failed. */
function PanelDemo({ status }: { status: ScriptState['status'] }) {
  const script: ScriptState = status === 'ready' ? { status, script: STAND_IN } : { status };
  return (
    <MiniGamePanel
      open
      onClose={() => undefined}
      script={script}
      options={{ language: 'EN', launch: () => undefined }}
      onRetry={() => undefined}
    />
  );
}

export const Opened: StoryObj<typeof PanelDemo> = { render: () => <PanelDemo status="ready" /> };

export const ScriptLoading: StoryObj<typeof PanelDemo> = { render: () => <PanelDemo status="loading" /> };

export const ScriptFailed: StoryObj<typeof PanelDemo> = { render: () => <PanelDemo status="failed" /> };

export const ScriptFailedUrdu: StoryObj<typeof PanelDemo> = { render: () => <PanelDemo status="failed" />, globals: { language: 'UR' } };

export const OpenedDark: StoryObj<typeof PanelDemo> = { render: () => <PanelDemo status="ready" />, globals: { theme: 'dark' } };
