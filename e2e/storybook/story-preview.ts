import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { AXE_TAGS, axeRules, blocking } from '../lib/a11y';
import { AXE_SOURCE } from '../lib/axe-name-start';

/** Where the smoke's axe waits in the frame. */
const SMOKE_AXE = '__smokeAxe';
/** Storybook's own chrome in the frame, left out of the check (as the a11y addon leaves it). */
const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
/** A story shows a part of a page, not a page: the landmark rule does not apply (the a11y addon turns it off too). */
const NOT_A_PAGE = ['region'];

/** What one story did once shown: how its render and play function ended, and what went wrong on the page meanwhile. */
export interface StoryOutcome {
  /** `finished` (rendered, played, its afterEach hooks run), or how Storybook said it failed. */
  ended: 'finished' | 'errored' | 'threw' | 'missing' | 'timed out';
  /** Storybook's message for a failed render or play function (a failed `expect` names what it expected). */
  failures: string[];
  /** Page errors and console errors seen while the story was shown. */
  problems: string[];
}

// A resource a story names on purpose but no server here has (a banner image that fails, a vendor's icon on the CDN).
const MISSING_RESOURCE = /Failed to load resource/;
/** Longest a story may take to render and play (a play function's `findBy…` waits up to 1 s each). */
const STORY_DEADLINE_MS = 20_000;
/** How long the page must stay still (no request out, no DOM change) before axe looks at it. */
const QUIET_MS = 200;
/** Longest wait for that stillness: a story with a ticking timer or an animation is checked as it stands then. */
const QUIET_CAP_MS = 3_000;

/**
 * One preview frame (`iframe.html`) kept open for many stories: each is shown through Storybook's own
 * channel (`setCurrentStory`, as the manager does), not by loading the page again, so a story costs its
 * render and play function rather than a page load. After a story fails the frame is loaded afresh, so
 * one failure does not spill into the next story.
 */
export class StoryPreview {
  private problems: string[] = [];
  private inFlight = 0;
  /** Called when the last request in flight ends (settle's wait), instead of asking again and again. */
  private onIdle: (() => void) | null = null;
  private fresh = false;

  constructor(private readonly page: Page) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !MISSING_RESOURCE.test(message.text())) this.problems.push(`console error: ${message.text()}`);
    });
    page.on('request', () => (this.inFlight += 1));
    page.on('requestfinished', () => this.requestEnded());
    page.on('requestfailed', () => this.requestEnded());
  }

  /**
   * A frame with no story in it yet, its channel ready, axe in it. The a11y addon's own check after each
   * story is switched off here (its `manual` global): the smoke checks once the story has settled.
   */
  async open(): Promise<void> {
    await this.page.goto('/iframe.html?viewMode=story&id=');
    await this.page.waitForFunction(() => Boolean((window as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__));
    await this.page.evaluate(() =>
      (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }
      ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual: true } } }),
    );
    // axe-core's browser build, put in the frame once rather than with each check (as AxeBuilder does: ~1 s a story).
    // Kept under a name of its own: the a11y addon's axe (a newer one) sets `window.axe` when it loads.
    await this.page.addScriptTag({ content: `${AXE_SOURCE};window.${SMOKE_AXE}=axe;` });
    this.problems = [];
    this.fresh = true;
  }

  async show(storyId: string): Promise<StoryOutcome> {
    if (!this.fresh) await this.open();
    this.problems = [];
    const { ended, failures } = await this.page.evaluate(
      ({ id, deadline }) =>
        new Promise<{ ended: StoryOutcome['ended']; failures: string[] }>((resolve) => {
          interface Channel {
            on(event: string, listener: (...args: never[]) => void): void;
            off(event: string, listener: (...args: never[]) => void): void;
            emit(event: string, ...args: unknown[]): void;
          }
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const failures: string[] = [];
          const message = (error: unknown) =>
            typeof error === 'object' && error !== null && 'message' in error
              ? String((error as { message: unknown }).message)
              : String(error);
          const listeners: Record<string, (...args: never[]) => void> = {
            storyFinished: (event: { storyId: string; status: string }) => {
              if (event.storyId !== id) return;
              end(event.status === 'success' && failures.length === 0 ? 'finished' : 'errored');
            },
            storyErrored: (error: unknown) => {
              failures.push(`render error: ${message(error)}`);
              end('errored');
            },
            storyThrewException: (error: unknown) => failures.push(`exception: ${message(error)}`),
            playFunctionThrewException: (error: unknown) => failures.push(`play function: ${message(error)}`),
            unhandledErrorsWhilePlaying: (errors: unknown[]) =>
              errors.forEach((error) => failures.push(`while playing: ${message(error)}`)),
            storyMissing: () => end('missing'),
          };
          const timer = setTimeout(() => end('timed out'), deadline);
          function end(ended: StoryOutcome['ended']) {
            clearTimeout(timer);
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            resolve({ ended: ended === 'finished' || failures.length === 0 ? ended : 'threw', failures });
          }
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id: storyId, deadline: STORY_DEADLINE_MS },
    );
    if (ended !== 'finished') this.fresh = false;
    return { ended, failures, problems: [...this.problems] };
  }

  private requestEnded(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) this.onIdle?.();
  }

  /** Nothing loading, or the cap reached. */
  private async requestsDone(): Promise<void> {
    if (this.inFlight <= 0) return;
    let cap: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      this.onIdle = resolve;
      cap = setTimeout(resolve, QUIET_CAP_MS);
    });
    clearTimeout(cap);
    this.onIdle = null;
  }

  /** Waits until nothing is loading and the DOM has not changed for a moment (capped), so axe sees the story settled. */
  async settle(): Promise<void> {
    await this.requestsDone();
    await this.page.evaluate(
      ({ quiet, cap }) =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(done, quiet);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quiet);
          });
          const capTimer = setTimeout(done, cap);
          function done() {
            observer.disconnect();
            clearTimeout(timer);
            clearTimeout(capTimer);
            resolve();
          }
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
      { quiet: QUIET_MS, cap: QUIET_CAP_MS },
    );
  }

  /**
   * The serious and critical axe violations in the story as it stands (`skipRules`: the rules its
   * exemption names). axe's experimental rules run only where named (`AXE_EXPERIMENTAL_ON`), as in the journeys.
   */
  async blockingViolations(skipRules: readonly string[] = []): Promise<string[]> {
    const results = await this.page.evaluate(
      ({ exclude, tags, rules, global }) => {
        const axe = (window as unknown as Record<string, { run(context: unknown, options: RunOptions): Promise<AxeResults> }>)[global]!;
        return axe.run(
          { include: [document.body], exclude },
          { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] },
        );
      },
      { exclude: STORYBOOK_CHROME, tags: AXE_TAGS, rules: axeRules([...NOT_A_PAGE, ...skipRules]), global: SMOKE_AXE },
    );
    return blocking(results.violations);
  }

  /** Problems seen since the story was shown (a late error while settling counts against it). */
  lateProblems(): string[] {
    return [...this.problems];
  }
}
