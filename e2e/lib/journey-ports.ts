/**
 * The journeys' simulators. A simulator's state (members, sessions, faults, switches, the request
 * log) belongs to the journey running against it, so each Playwright worker has a simulator of its
 * own and the journeys run side by side without meeting.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/** Two: the CI machine has two cores, and a third browser made the wall-clock journeys slower than it saved. */
export const JOURNEY_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Worker n's simulator listens this many ports after worker n-1's: past the first one's line hosts
 * and the other merchants' smoke simulators, and clear of the cross-engine run's ports.
 */
const WORKER_PORT_STRIDE = 20;

/** The origin of worker `parallelIndex`'s simulator; worker 0's is also the config's `baseURL`. */
export const journeyURL = (parallelIndex: number) => `http://127.0.0.1:${E2E_PORT + WORKER_PORT_STRIDE * parallelIndex}`;

/**
 * The journeys against nginx (playwright.nginx.config.ts): nginx serving the build with exactly the
 * headers it ships on this port, the simulator behind it on the next, its line hosts on the three after.
 */
export const NGINX_E2E_PORT = Number(process.env.NGINX_E2E_PORT ?? 4351);
