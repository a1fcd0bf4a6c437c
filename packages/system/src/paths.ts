/** Routes this package owns; the shell declares them in its route table. */
export const SYSTEM_PATHS = {
  /** The line-speed chooser (spec 001 §2, screen 15); the spec names no path for it, so this one is ours. */
  lines: '/m/lines',
} as const;

/** Where "Use this line" lands on the chosen line. */
export const LINE_LANDING_PATH = '/m/home';
