import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

/** The built Storybook's story list: a story added anywhere (packages/*, apps/mobile) is opened here without a line of its own. */
const index = JSON.parse(readFileSync(new URL('../../apps/storybook/storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// A resource a story names on purpose but no server here has (a banner image that fails, a vendor's icon on the CDN).
const MISSING_RESOURCE = /Failed to load resource/;

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !MISSING_RESOURCE.test(message.text())) problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story has rendered, or once it has failed to.
    await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body'), 'Storybook showed its error display').not.toHaveClass(/sb-show-(errordisplay|nopreview)/);
    expect(problems).toEqual([]);
  });
}
