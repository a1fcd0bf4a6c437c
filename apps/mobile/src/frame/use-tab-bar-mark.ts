import { useLayoutEffect } from 'react';
import type { TabId } from '@lotto/app-core';
import { TAB_BAR_ATTRIBUTE } from './frame-rules';

/**
 * Keeps `<html>`'s tab bar mark in step with the page: the current tab while the bar shows,
 * nothing while it does not. Before paint, so a floating button never sits on the bar for a frame.
 */
export function useTabBarMark(shown: boolean, tab: TabId | null): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (shown) root.setAttribute(TAB_BAR_ATTRIBUTE, tab ?? '');
    else root.removeAttribute(TAB_BAR_ATTRIBUTE);
  }, [shown, tab]);
}
