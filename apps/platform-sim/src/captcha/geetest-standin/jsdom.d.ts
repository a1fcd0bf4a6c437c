/**
 * The little of jsdom the stand-in test uses. jsdom is the workspace root's dev dependency (the
 * browser-like test environment of the other projects) and ships no types of its own.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; runScripts?: 'outside-only' | 'dangerously'; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
