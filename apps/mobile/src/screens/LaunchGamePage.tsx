import { useState } from 'react';
import { useSelector } from 'react-redux';
import merchant from '@merchant';
import { GameFramePage } from '@lotto/games';
import { readBrowserEnvironment, selectMerchantName } from '@lotto/app-core';
import '../store/games-feature';
import { trackLater } from '../early/tracking-events';

const NO_HOSTS: string[] = [];

/** /m/launchGame (spec 001 §2 screen 17): the game frame page with the merchant's game hosts. */
export function LaunchGamePage() {
  // The native app marks its webview's user agent, so asking again here gives the start's answer.
  const [inApp] = useState(() => readBrowserEnvironment().inApp);
  const name = useSelector(selectMerchantName);
  return (
    <GameFramePage
      gameHosts={merchant.vendorHosts.games ?? NO_HOSTS}
      inApp={inApp}
      track={(event, { vendor, code }) => trackLater(event, { vendor: String(vendor), code: String(code) })}
      title={name || merchant.name}
    />
  );
}
