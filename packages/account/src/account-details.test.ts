import { describe, expect, it } from 'vitest';
import { accountDetails } from './account-details';
import { MEMBER_INFO } from './testing/account-answers';

describe('the account’s details', () => {
  it('lists nickname, account, the masked mobile (left to right), member since and the last login with its place', () => {
    expect(accountDetails(MEMBER_INFO, 'player01', 'en-GB')).toEqual([
      { label: 'me.nickname', value: 'Player' },
      { label: 'me.account', value: 'player01' },
      { label: 'me.mobile', value: '+63 917****001', ltr: true },
      { label: 'me.since', value: '15 Jan 2024' },
      {
        label: 'me.lastLogin',
        value: expect.stringMatching(/^2 May 2026, \d\d:45 · Manila, Philippines$/),
        parts: [expect.stringMatching(/^2 May 2026, \d\d:45$/), 'Manila, Philippines'],
      },
    ]);
  });

  it('leaves out what the platform did not give, reads a last login given as text, and falls back to the session’s name', () => {
    const rows = accountDetails({ type: 0, lastLogin: '2026-05-02T11:45:00Z' }, 'player01', 'en-GB');
    expect(rows.map((row) => row.label)).toEqual(['me.account', 'me.lastLogin']);
    expect(rows[0]?.value).toBe('player01');
    expect(accountDetails({ type: 0, lastLogin: 'soon', lastLoginLocation: ' ' }, undefined, 'en')).toEqual([]);
  });
});
