/**
 * The run's ports, all from one base (`ENGINES_PORT`, default 4331), so that two runs on one
 * machine only need different bases: the simulator on the base itself, WebKitWebDriver on base + 4,
 * Firefox's WebDriver BiDi on base + 5 (engines/run.mjs passes the base down; README, "Ports").
 */
export const SIM_PORT = Number(process.env.ENGINES_PORT ?? 4331);

/** WebKitWebDriver's own port. */
export const WEBKIT_DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? SIM_PORT + 4);

/** Firefox's WebDriver BiDi port. */
export const GECKO_BIDI_PORT = Number(process.env.GECKO_BIDI_PORT ?? SIM_PORT + 5);
