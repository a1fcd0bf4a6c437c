/** The README's browser range ("Supported browsers"): what a stylesheet may use without a fallback. */
const BROWSERS = ['safari >= 12', 'ios_saf >= 12', 'chrome >= 64', 'and_chr >= 64'];

/**
 * Features the range lacks that the stylesheets may still use, each with the reason. Anything else
 * the range lacks fails `pnpm lint`.
 */
const ACCEPTED = {
  // Unprefixed start/end sizes and margins are Safari 12.1 / Chrome 69, the shorthands and insets Safari
  // 14.1 / Chrome 87: the app's build writes a physical fallback before each (WebKit's -webkit-margin-start
  // and the like, which follow the direction) or, for insets and corners, by the page's dir under
  // `@supports not` (tooling/css-fallbacks/logical-fallbacks.mjs).
  'css-logical-props': 'the build writes fallbacks; scripts/check-css.mjs checks them in dist',
  // Flex gap is Safari 14.1 / Chrome 84: the build gives each flex container with a gap margins instead
  // where aspect-ratio (later in both engines) is missing (tooling/css-fallbacks/flex-gap-fallbacks.mjs);
  // ui and a few containers whose direction changes by modifier have them by hand (see modal.css).
  'flexbox-gap': 'margins where flex gap may be missing; scripts/check-css.mjs checks them in dist',
  // min()/max()/clamp() are Chrome 79 (Safari 11.1 has them): each has a plain value before it, and a
  // custom property holding one (tokens.css) is set under an @supports that tests it, a plain value first.
  'css-math-functions': 'plain value before each; scripts/check-css.mjs checks them in dist',
  // Every dvh has a vh line before it (and min-height/max-height before a logical size).
  'viewport-unit-variants': 'vh fallback before each',
  // Enhancements an old phone does without: the notch's safe area (Chrome before 69 has no notch),
  // a focus ring only for the keyboard (the default ring shows instead), less motion, snapping,
  // scrollbar hiding, overscroll containment, cursors (no mouse), touch-action (the touch gesture
  // cancels its own moves: ui's usePressGesture), monospace system fonts, a resize handle.
  'css-env-function': 'enhancement',
  'css-focus-visible': 'enhancement',
  'prefers-reduced-motion': 'enhancement',
  'css-snappoints': 'enhancement',
  'css-scrollbar': 'enhancement',
  'css-overscroll-behavior': 'enhancement',
  'css3-cursors': 'enhancement',
  'css3-cursors-grab': 'enhancement',
  'css-touch-action': 'enhancement',
  pointer: 'enhancement',
  'extended-system-fonts': 'enhancement',
  'css-resize': 'enhancement',
  'css-has': "enhancement: the floating stack's room for the mini game",
  // False findings: the partial support is of forms not used here: `overflow: clip` and two values,
  // clip-path's shapes beyond
  // inset(), the masks counted with clip-path, gradients' unprefixed old syntax, `appearance`'s
  // values beyond none, sticky on table parts.
  'css-overflow': 'false finding',
  'css-clip-path': 'false finding',
  'css-masks': 'false finding',
  'css-gradients': 'false finding',
  'css-appearance': 'false finding',
  'css-sticky': 'false finding',
};

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, { browsers: BROWSERS, ignore: Object.keys(ACCEPTED), severity: 'error' }],
  },
};
