import { readFileSync } from 'node:fs';
import { devices, expect, test as base } from '@playwright/test';
import { A11Y_EXEMPT } from './a11y-exemptions';
import { StoryPreview } from './story-preview';

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
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');

/** One preview frame per worker, kept open across its stories (story-preview.ts says why). */
const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { defaultBrowserType: _engine, ...phone } = devices['Pixel 7'];
      const context = await browser.newContext({ ...phone, locale: 'en-US', baseURL: workerInfo.project.use.baseURL });
      const preview = new StoryPreview(await context.newPage());
      await preview.open();
      await use(preview);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const outcome = await preview.show(story.id);
    expect(outcome.ended, `${story.id}: ${outcome.failures.join('\n')}`).toBe('finished');
    expect(outcome.failures).toEqual([]);
    await preview.settle();
    const violations = await preview.blockingViolations(A11Y_EXEMPT[story.id]?.rules);
    expect(violations, `serious or critical axe violations in ${story.id}`).toEqual([]);
    expect(preview.lateProblems()).toEqual([]);
  });
}
