/** The journeys' phone: Pixel 7's CSS viewport, as the Playwright journeys use (`devices['Pixel 7']`). */
export const PHONE = { width: 412, height: 915 } as const;

/** Both engines get the interface language the Playwright journeys get (`locale: 'en-US'`). */
export const LOCALE = 'en-US';
