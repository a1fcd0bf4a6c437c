/** Each tile's picture, drawn in the text colour: a calendar, a flag, a lifebuoy, a coupon, two people, a trophy, a crown, a phone. */
const PATHS_OF: Readonly<Record<string, string>> = {
  LOGIN: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 9 2 2 4-4',
  REGISTER: 'M6 21V4m0 1h11l-2 4 2 4H6',
  SAVIOR:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM5.6 5.6l3.6 3.6m5.6 5.6 3.6 3.6m0-12.8-3.6 3.6m-5.6 5.6-3.6 3.6',
  DEPOSIT: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V7Zm6 0v12',
  REFERRAL: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 9a5 5 0 0 1 10 0m3-9a3 3 0 1 0 0-6m1 15h4a5 5 0 0 0-5-5',
  MISSION: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4a3 3 0 0 0 4 4m8-4h4a3 3 0 0 1-4 4m-4 3v4m-4 4h8',
  UPGRADE_BONUS: 'M3 18h18M4 8l4 4 4-7 4 7 4-4-2 10H6L4 8Z',
  APP_DOWNLOAD: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm4 6v7m-3-3 3 3 3-3',
};

export function TileIcon({ labelType }: { labelType: string }) {
  return (
    <svg className="promotions-tile__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={PATHS_OF[labelType] ?? PATHS_OF.MISSION}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
