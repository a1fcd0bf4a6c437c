import { useSyncExternalStore } from 'react';
import { useOverlayTurn } from '@lotto/app-core';
import { NotificationPrompt } from './NotificationPrompt';
import type { PushPromptActions } from './start-push';
import type { PushStore } from './store-types';

interface PushPromptHostProps {
  store: PushStore;
  actions: PushPromptActions;
}

/** The prompt where the push state asks for it, at its turn in the overlays' queue (the last); nothing otherwise. */
export function PushPromptHost({ store, actions }: PushPromptHostProps) {
  const prompt = useSyncExternalStore(store.subscribe, () => store.getState().push.prompt);
  const turn = useOverlayTurn('notifications', prompt !== 'hidden');
  if (prompt === 'hidden' || !turn) return null;
  return <NotificationPrompt state={prompt} onAllow={() => void actions.allow()} onDismiss={actions.dismiss} />;
}
