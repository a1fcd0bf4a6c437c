import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import merchant from '@merchant';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import { createAppStore } from '../store/create-store';
import { loadMemberData, loadMerchantData } from '../store/start-data';

/** player01's session as a login hands it over (the simulator's demo merchant). */
const STORY_SESSION = { id: 1001, token: 'story-token', merchantCode: merchant.code, userName: 'player01', type: 0, firstTimeLogin: false };

/**
 * The app's own store, started as main.tsx starts it (the boot call, then the promotions where the
 * reward centre is on; a member's account and VIP progress), with the platform's answers canned by
 * path: each state of a story is what those answers make of the real store, never a hand-set state.
 */
function bootStory(answers: CannedAnswers, member: boolean) {
  const store = createAppStore(
    { api: cannedApi(answers), merchantCode: merchant.code, language: () => 'EN' },
    merchant,
    member ? STORY_SESSION : null,
  );
  void loadMerchantData(store);
  if (member) loadMemberData(store);
  return store;
}

interface ShellStoryProps {
  children: ReactNode;
  /** The platform's answers by path (story-answers.ts); a path without one answers not-found. */
  answers?: CannedAnswers;
  /** Signed in as player01, whose account and progress load as at start. */
  member?: boolean;
  path?: string;
}

/** A shell story's store and router. */
export function ShellStory({ children, answers = {}, member = false, path = '/m/home' }: ShellStoryProps) {
  const [store] = useState(() => bootStory(answers, member));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}
