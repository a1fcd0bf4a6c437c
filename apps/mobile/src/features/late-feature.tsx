import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { FeatureDescriptor } from '@lotto/app-core';
import { joinFeature } from '../store/join-feature';
import type { ShellContext } from './shell-context';

/** A feature's root in a root of its own, on the app's store and texts: the shell's layout carries nothing for it. */
function mountFeatureRoot({ store, i18n }: ShellContext, root: ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{root}</I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

/** Joins a feature's texts and slices, then starts it on the shell's store, client, texts, environment and navigation. */
export function startLateFeature<State, Started>(feature: FeatureDescriptor<State, void, Started>, shell: ShellContext): Started;
export function startLateFeature<State, Options, Started>(
  feature: FeatureDescriptor<State, Options, Started>,
  shell: ShellContext,
  options: Options,
): Started;
export function startLateFeature<State, Options, Started>(
  feature: FeatureDescriptor<State, Options | undefined, Started>,
  shell: ShellContext,
  options?: Options,
): Started {
  return feature.start({ ...shell, store: joinFeature(shell.store, feature), mount: (root) => mountFeatureRoot(shell, root) }, options);
}
