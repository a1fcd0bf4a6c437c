import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { CannedAnswers } from '@lotto/api-client/testing';
import type { TabId } from '@lotto/app-core';
import { tabBadgeChanged, tabBadgesSlice } from '@lotto/app-core/tab-badges';
import { rootReducer } from '../store/create-store';
import { useAppDispatch } from '../store/hooks';
import { ShellStory } from '../testing/ShellStory';
import { MEMBER_ANSWERS, NEVER, statusAnswer, STORY_PATHS, VISITOR_ANSWERS } from '../testing/story-answers';
import { TabBar } from './TabBar';
import '../styles/app.css';

interface TabBarDemoProps {
  answers: CannedAnswers;
  member: boolean;
  path: string;
  current: TabId | null;
  /** Numbers a feature has put on tabs (the inbox's unread count on Me, say). */
  badges?: Partial<Record<TabId, number>>;
}

function Badges({ badges }: { badges: Partial<Record<TabId, number>> }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    rootReducer.inject(tabBadgesSlice);
    for (const [tab, count] of Object.entries(badges)) dispatch(tabBadgeChanged({ tab: tab as TabId, count }));
  }, [badges, dispatch]);
  return null;
}

/** The tab bar at the foot of a phone-wide page, the platform's answers as given. */
function TabBarDemo({ answers, member, path, current, badges }: TabBarDemoProps) {
  return (
    <ShellStory answers={answers} member={member} path={path}>
      {badges ? <Badges badges={badges} /> : null}
      <div style={{ maxInlineSize: 420, minBlockSize: 160 }}>
        <TabBar current={current} />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Frame/Tab bar',
  component: TabBarDemo,
  parameters: { layout: 'fullscreen' },
  args: { answers: VISITOR_ANSWERS, member: false, path: '/m/home', current: 'home' },
} satisfies Meta<typeof TabBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on home: Home is current; Service and Me lead to login. */
export const Visitor: Story = {};

/** A member on the account page: Me is current, Service opens the chat. */
export const Member: Story = { args: { answers: MEMBER_ANSWERS, member: true, path: '/m/member/home', current: 'me' } };

/** A page of no tab (the invite page): the bar, nothing marked. */
export const NoCurrentTab: Story = { args: { path: '/m/inviteFriends', current: null } };

/** A number on Me (the inbox's unread count) and one past 99 on Service: each tab's name says it, and a change is announced. */
export const Badge: Story = { args: { answers: MEMBER_ANSWERS, member: true, badges: { me: 3, service: 120 } } };

/** A merchant without chat: no Service tab. */
export const WithoutChat: Story = { args: { answers: { ...VISITOR_ANSWERS, [STORY_PATHS.status]: statusAnswer({ chat: false }) } } };

/** The merchant's settings on their way: Service is there, as the first screen drew it. */
export const SettingsLoading: Story = { args: { answers: { ...VISITOR_ANSWERS, [STORY_PATHS.status]: NEVER } } };

/** Right to left: the tabs run from the right, Home first. */
export const Urdu: Story = { args: { badges: { me: 3 } }, globals: { language: 'UR' } };

export const Dark: Story = { args: { answers: MEMBER_ANSWERS, member: true, badges: { me: 3 } }, globals: { theme: 'dark' } };
