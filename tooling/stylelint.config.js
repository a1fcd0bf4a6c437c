/** The README's browser range ("Supported browsers"): what a stylesheet may use without a fallback. */
const BROWSERS = ['safari >= 12', 'ios_saf >= 12', 'chrome >= 64', 'and_chr >= 64'];

/**
 * Features the range lacks that the stylesheets may still use, each with the reason. Anything else
 * the range lacks fails `pnpm lint`.
 */
const ACCEPTED = {
  // Known gap, not a fallback: unprefixed start/end sizes and margins are Safari 12.1 / Chrome 69, the
  // shorthands (margin-inline, inset-inline) Safari 14.1 / Chrome 87. The house rule (Urdu right to
  // left) needs them; the fix is a build step that writes [dir] fallbacks, not hand edits.
  'css-logical-props': 'known gap, see above',
  // Known gap outside ui: flex gap is Safari 14.1 / Chrome 84; ui's button rows and columns have a
  // margin fallback (`@supports not (aspect-ratio: 1 / 1)`, see modal.css); elsewhere items touch.
  'flexbox-gap': 'ui has margins; the rest touch',
  // Known gap: min()/max()/clamp() are Chrome 79 (Safari 11.1 has them); Chrome 64 to 78 drops those
  // declarations, and a custom property holding one (tokens.css) then unsets what uses it. Some have a
  // plain value before them (banner-dock.css); the rest need one each, or the range raised to Chrome 79.
  'css-math-functions': 'known gap, see above',
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
