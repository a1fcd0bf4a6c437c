/** Where the simulator serves the merchants' generated images and download stand-ins (assets.ts). */
export const ASSETS_BASE_PATH = '/sim-assets';
