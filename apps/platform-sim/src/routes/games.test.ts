import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, sessionFor } from '../testing/test-helpers';

const ORIGIN = 'http://127.0.0.1:8080';
const LOTTERY = { device: 'MOBILE', launchMode: 'LOTT', lottoGameCode: 'TCG_LOTTO_5D', lottoView: 'betting', lottoPrizeMode: 'Higher' };

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

describe('game lanes (GCSGAME_newGameVendor)', () => {
  it('answers demo at value.data.lanes, with every grouping case, to visitors too', async () => {
    const { app } = makeSim();
    const body = await envelopeOf<{ data: { lanes: Array<{ title: string }> } }>(
      await app.request('/wps/relay/GCSGAME_newGameVendor?platform=html5'),
    );
    expect(body.success).toBe(true);
    expect(body.value.data.lanes.map((lane) => lane.title)).toEqual(
      expect.arrayContaining(['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'RNG', 'PVP', 'SPORTS', 'ESPORTS']),
    );
  });

  it('answers demo2 at value.lanes with vassalage codes, as some servers do', async () => {
    const { app } = makeSim();
    const body = await envelopeOf<{ lanes: Array<{ cards: Array<{ vassalage?: string }> }> }>(
      await app.request('/wps/relay/GCSGAME_newGameVendor', { headers: { Merchant: 'demo2' } }),
    );
    expect(body.value.lanes[0]?.cards[0]?.vassalage).toBe('TCG_SEA');
  });
});

describe("every merchant's lanes", () => {
  type Lanes = Array<{
    title: string;
    cards: Array<{ accountTypeName?: string; vassalage?: string }>;
    gameClassify: Array<{ vendors: string[] }>;
  }>;

  it.each(['demo', 'demo2'])('%s covers every rule of the vendor grouping (spec 001 §5, §9)', async (merchant) => {
    const { app } = makeSim();
    const { value } = await envelopeOf<{ data?: { lanes: Lanes }; lanes?: Lanes }>(
      await app.request('/wps/relay/GCSGAME_newGameVendor?platform=html5', { headers: { Merchant: merchant } }),
    );
    const lanes = value.data?.lanes ?? value.lanes ?? [];
    expect(lanes.map((lane) => lane.title)).toEqual(expect.arrayContaining(['ELOTT', 'ELOTTO', 'SEA_LOTT', 'LOTT', 'VIETNAM_LOTTO']));
    const codes = (lane: Lanes[number]) => [
      ...lane.cards.map((card) => card.accountTypeName ?? card.vassalage ?? ''),
      ...lane.gameClassify.flatMap((classify) => classify.vendors),
    ];
    const allCodes = lanes.flatMap(codes);
    expect(allCodes).toEqual(expect.arrayContaining(['RNG', 'PVP']));
    const withTlb = lanes.map(codes).filter((list) => list.includes('TLB'));
    expect(withTlb.some((list) => list.includes('BTI'))).toBe(true);
    expect(withTlb.some((list) => list.some((code) => code.startsWith('TCG')))).toBe(true);
    // TLB alone stays TLB: the rule's other side.
    expect(withTlb.some((list) => !list.includes('BTI') && !list.some((code) => code.startsWith('TCG')))).toBe(true);
  });
});

describe('game launch (/wps/game/launchGame)', () => {
  it('needs a session', async () => {
    const { app } = makeSim();
    const response = await app.request(`${ORIGIN}/wps/game/launchGame?${query(LOTTERY)}`);
    expect(response.status).toBe(401);
  });

  it("answers the stand-in game on the app's own origin without line hosts, carrying what was launched", async () => {
    const { app } = makeSim();
    const token = await sessionFor(app, 'player01');
    const body = await envelopeOf<{ gameUrl: string }>(
      await app.request(`${ORIGIN}/wps/game/launchGame?${query({ ...LOTTERY, lottoArea: 'VN', language: 'VI' })}`, {
        headers: { Authorization: token },
      }),
    );
    const url = new URL(body.value.gameUrl);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/sim-games/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      vendor: 'TCG_LOTTO',
      code: 'TCG_LOTTO_5D',
      area: 'VN',
      language: 'VI',
      view: 'betting',
    });
    const page = await app.request(url.pathname + url.search);
    expect(await page.text()).toContain("postMessage({type:'close'}");
  });

  it('answers the game on the first line host when the lines listen, which serves it', async () => {
    const { app, state } = makeSim();
    state.lines.bind(['http://127.0.0.1:8081', 'http://127.0.0.1:8082']);
    const token = await sessionFor(app, 'player01');
    const body = await envelopeOf<{ gameUrl: string }>(
      await app.request(`${ORIGIN}/wps/game/launchGame?${query(LOTTERY)}`, { headers: { Authorization: token } }),
    );
    expect(new URL(body.value.gameUrl).origin).toBe('http://127.0.0.1:8081');
  });

  it('names the line host by the host the app was opened at, so an app at localhost trusts its games', async () => {
    const { app, state } = makeSim();
    state.lines.bind(['http://127.0.0.1:8081']);
    const token = await sessionFor(app, 'player01');
    const launch = await envelopeOf<{ gameUrl: string }>(
      await app.request(`http://localhost:8080/wps/game/launchGame?${query(LOTTERY)}`, { headers: { Authorization: token } }),
    );
    expect(new URL(launch.value.gameUrl).origin).toBe('http://localhost:8081');
    const trial = await envelopeOf<{ gameUrl: string }>(
      await app.request('http://localhost:8080/wps/relay/GCS_gameTrialLaunch?gameId=9101&nodeId=101&platform=html5'),
    );
    expect(new URL(trial.value.gameUrl).origin).toBe('http://localhost:8081');
  });

  it('accepts the SEA lottery mode for the SEA lottery only', async () => {
    const { app } = makeSim();
    const token = await sessionFor(app, 'player01');
    const sea = { device: 'MOBILE', lottoMode: 'SEA_Tradition_Mobile', lottoView: 'lobby' };
    const ok = await envelopeOf(
      await app.request(`/wps/game/launchGame?${query({ ...sea, lottoGameCode: 'SEA_NORTH' })}`, { headers: { Authorization: token } }),
    );
    expect(ok.success).toBe(true);
    const wrong = await envelopeOf(
      await app.request(`/wps/game/launchGame?${query({ ...sea, lottoGameCode: 'TCG_LOTTO_5D' })}`, { headers: { Authorization: token } }),
    );
    expect(wrong.errorCode).toBe('game.launch.invalid');
  });

  it('refuses an unknown game and a launch for another device', async () => {
    const { app } = makeSim();
    const token = await sessionFor(app, 'player01');
    const unknown = await envelopeOf(
      await app.request(`/wps/game/launchGame?${query({ ...LOTTERY, lottoGameCode: 'NOPE' })}`, { headers: { Authorization: token } }),
    );
    expect(unknown.errorCode).toBe('game.not.found');
    const desktop = await envelopeOf(
      await app.request(`/wps/game/launchGame?${query({ ...LOTTERY, device: 'PC' })}`, { headers: { Authorization: token } }),
    );
    expect(desktop.errorCode).toBe('game.launch.invalid');
  });
});

describe('free trials (GCS_gameTrialLaunch)', () => {
  it('launches a trial without a session, in both variants', async () => {
    const { app } = makeSim();
    const plain = await envelopeOf<{ gameUrl: string }>(
      await app.request('/wps/relay/GCS_gameTrialLaunch?gameId=9101&nodeId=101&platform=html5'),
    );
    expect(new URL(plain.value.gameUrl, ORIGIN).searchParams.get('mode')).toBe('TRIAL');
    const sync = await envelopeOf<{ statusCode: number; gameUrl: string }>(
      await app.request('/wps/relay/GCS_gameTrialLaunch?gameId=9101&nodeId=101&sync=1'),
    );
    expect(sync.value.statusCode).toBe(0);
  });

  it('refuses a game without a trial', async () => {
    const { app } = makeSim();
    const body = await envelopeOf(await app.request('/wps/relay/GCS_gameTrialLaunch?gameId=1&nodeId=103'));
    expect(body.errorCode).toBe('game.trial.unavailable');
  });
});
