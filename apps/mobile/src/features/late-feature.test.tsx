import { createSlice } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import type { FeatureDescriptor } from '@lotto/app-core';
import { createI18n, useTexts } from '@lotto/i18n';
import { SHELL_NAMESPACE, shellMessages } from '../locales';
import { createAppStore } from '../store/create-store';
import { createAppNavigation } from '../routes/app-navigation';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

const probeSlice = createSlice({ name: 'probe', initialState: { visits: 0 }, reducers: {} });

async function shell(): Promise<ShellContext> {
  const api = cannedApi();
  return {
    store: createAppStore({ api, merchantCode: 'demo', language: () => 'EN' }, { name: 'Lucky Star Lottery' }, null),
    api,
    i18n: await createI18n({ language: 'EN', namespaces: [] }),
    environment: { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null },
    navigation: createAppNavigation(),
  };
}

function ProbeRoot() {
  const visits = useSelector((state: { probe?: { visits: number } }) => state.probe?.visits);
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <p>
      {t('home.login')}: {visits}
    </p>
  );
}

describe('startLateFeature', () => {
  it('joins the texts and slices before start, which gets the store with its slice present and the options, and returns what start returns', async () => {
    const context = await shell();
    const feature: FeatureDescriptor<{ probe: { visits: number } }, string, string> = {
      texts: { [SHELL_NAMESPACE]: shellMessages },
      slices: { probe: probeSlice },
      start: ({ store }, options) => `${options}: ${store.getState().probe.visits}`,
    };
    expect(startLateFeature(feature, context, 'visits')).toBe('visits: 0');
    expect(context.store.getState()).toHaveProperty('probe', { visits: 0 });
    await context.i18n.loadNamespaces(SHELL_NAMESPACE);
    expect(context.i18n.t('home.login', { ns: SHELL_NAMESPACE })).toBe('Log in');
  });

  it('mounts the feature’s root in a root of its own, on the app’s store and texts', async () => {
    const context = await shell();
    const feature: FeatureDescriptor<{ probe: { visits: number } }> = {
      texts: { [SHELL_NAMESPACE]: shellMessages },
      slices: { probe: probeSlice },
      start: ({ mount }) => mount(<ProbeRoot />),
    };
    startLateFeature(feature, context);
    expect(await screen.findByText('Log in: 0')).toBeTruthy();
  });
});
