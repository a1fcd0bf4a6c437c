import { describe, expect, it } from 'vitest';
import { PATHS } from '@lotto/app-core/paths';
import { frameOf, leftAGame, serviceTab } from './frame-rules';

describe('which tab is current for a path', () => {
  it.each([
    [PATHS.home, 'home'],
    [PATHS.root, 'home'],
    [PATHS.index, 'home'],
    [PATHS.indexHtml, 'home'],
    [PATHS.game, 'games'],
    // A vendor's games page lives below the lobby.
    ['/m/game/TCG_SLOTS', 'games'],
    [PATHS.rewardCenter, 'promotions'],
    [PATHS.activity, 'promotions'],
    [PATHS.activitySignIn, 'promotions'],
    [PATHS.voucherCenter, 'promotions'],
    [PATHS.leaderBoard, 'promotions'],
    [PATHS.memberHome, 'me'],
    [PATHS.memberBenefits, 'me'],
    [PATHS.feedback, 'me'],
    // The router matches in any case, with or without a closing slash.
    ['/m/HOME/', 'home'],
    ['/m/rewardcenter', 'promotions'],
  ])('%s marks %s', (path, tab) => {
    expect(frameOf(path)).toMatchObject({ tabBar: true, tab });
  });

  it('marks none on a page of no tab, yet shows the bar there', () => {
    expect(frameOf(PATHS.inviteFriends)).toEqual({ tabBar: true, tab: null, topBar: false });
    // "/" is home itself, not everything below it.
    expect(frameOf('/m/nowhere').tab).toBeNull();
  });
});

describe('where the tab bar hides', () => {
  it.each([
    [PATHS.launchGame, 'the game frame page'],
    [PATHS.login, 'login (and the second factor over it)'],
    [PATHS.register, 'registration'],
    [PATHS.registerHtml, 'registration'],
    [PATHS.changePassword, 'the password change'],
    [PATHS.agentRegister, "the agent's registration"],
    ['/m/lines', 'the line chooser'],
    [PATHS.appDownload, "the native app's download page"],
    ['/m/Login/', 'login, in any case'],
  ])('%s: %s', (path) => {
    expect(frameOf(path)).toEqual({ tabBar: false, tab: null, topBar: false });
  });
});

describe('the top bar', () => {
  it('heads home, on every home path', () => {
    for (const path of [PATHS.home, PATHS.root, PATHS.index, PATHS.indexHtml, '/m/home/']) expect(frameOf(path).topBar).toBe(true);
  });

  it('leaves the other pages to their title bars', () => {
    for (const path of [PATHS.game, PATHS.memberHome, PATHS.login, PATHS.launchGame]) expect(frameOf(path).topBar).toBe(false);
  });
});

describe('coming back from a game', () => {
  it('is leaving the game frame page or the lobby for another page', () => {
    expect(leftAGame(PATHS.launchGame, PATHS.home)).toBe(true);
    expect(leftAGame(PATHS.launchGame, PATHS.game)).toBe(false);
    expect(leftAGame(PATHS.game, PATHS.launchGame)).toBe(false);
    expect(leftAGame('/m/game/TCG_SLOTS', PATHS.home)).toBe(true);
    expect(leftAGame(PATHS.home, PATHS.memberHome)).toBe(false);
  });
});

describe('the Service tab (the chat rules)', () => {
  const known = { settingsKnown: true, loggedIn: true };
  it('is hidden for a merchant without chat', () => {
    expect(serviceTab('hidden', known)).toBe('hidden');
  });

  it("is a visitor's way to login", () => {
    expect(serviceTab('login', { settingsKnown: true, loggedIn: false })).toBe('login');
  });

  it('presses the chat entry for a member, type 4 included (the chat refuses with no_permissions)', () => {
    expect(serviceTab('launch', known)).toBe('press');
    expect(serviceTab('no-permission', known)).toBe('press');
  });

  it("is there until the merchant's settings are known, as the first screen drew it", () => {
    expect(serviceTab('hidden', { settingsKnown: false, loggedIn: false })).toBe('login');
    expect(serviceTab('hidden', { settingsKnown: false, loggedIn: true })).toBe('press');
  });
});
