/**
 * Where the simulator serves the stand-ins the seed's links point at (stand-ins/), relative so
 * that they work on any port.
 */

/** The stand-in chat pages every seeded customer-service link and `chatUrl` leads to. */
export const CHAT_PAGE_PATH = '/sim-chat';
/** The stand-in customer-service widget: on the simulator's origin and on each line host. */
export const SERVICE_WIDGET_BASE_PATH = '/sim-service';

/** Where the simulator serves the merchants' generated images and download stand-ins (serving/assets.ts). */
export const ASSETS_BASE_PATH = '/sim-assets';
