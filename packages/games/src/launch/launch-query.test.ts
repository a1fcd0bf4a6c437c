import { describe, expect, it } from 'vitest';
import { launchQuery, type LaunchContext } from './launch-query';
import { isLottery, launchSearch, needsSession, readLaunchRequest } from './launch-request';

const context: LaunchContext = { language: 'EN', title: 'Lucky Star', labelName: 'Gold', backUrl: 'https://m.example.com/m/game' };

describe('the launch query (spec 001 §4, §7)', () => {
  it('launches the lottery with launchMode LOTT, its prize mode and code, betting when a code is given', () => {
    expect(launchQuery(readLaunchRequest('vendor=TCG_LOTTO&code=5D&prize_mode=Higher'), context)).toEqual({
      launchMode: 'LOTT',
      lottoPrizeMode: 'Higher',
      lottoGameCode: '5D',
      lottoView: 'betting',
      backUrl: context.backUrl,
      hasLobby: true,
      language: 'EN',
      title: 'Lucky Star',
      labelName: 'Gold',
    });
  });

  it("opens the lottery's lobby without a code, or the view the address asks for", () => {
    expect(launchQuery(readLaunchRequest('prize_mode=Higher'), context).lottoView).toBe('lobby');
    expect(launchQuery(readLaunchRequest('vendor=TCG_LOTTO&code=5D&lottoView=lobby'), context).lottoView).toBe('lobby');
  });

  it('sends the SEA lottery with lottoMode SEA_Tradition_Mobile', () => {
    expect(launchQuery(readLaunchRequest('vendor=TCG_SEA&code=SEA_NORTH'), context)).toMatchObject({
      lottoMode: 'SEA_Tradition_Mobile',
      launchMode: 'LOTT',
    });
  });

  it('sends the Vietnam lottery with lottoArea VN, in Vietnamese unless the address names a language', () => {
    expect(launchQuery(readLaunchRequest('vendor=TCG_LOTTO_VN&code=VN_MB'), context)).toMatchObject({ lottoArea: 'VN', language: 'VI' });
    expect(launchQuery(readLaunchRequest('vendor=tcg_lotto_vn&language=en'), context)).toMatchObject({ lottoArea: 'VN', language: 'EN' });
  });

  it('launches another vendor with its vendor and game code', () => {
    expect(launchQuery(readLaunchRequest('vendor=evo&code=EVO_MAIN'), context)).toEqual({
      vendor: 'EVO',
      gameCode: 'EVO_MAIN',
      backUrl: context.backUrl,
      language: 'EN',
    });
  });
});

describe('the launch address', () => {
  it('reads back what it wrote, a trial included', () => {
    const search = launchSearch({ vendor: 'PG', code: 'PG_MAIN', trial: { gameId: '9101', nodeId: '101' }, backUrl: '/m/game' });
    expect(readLaunchRequest(search)).toMatchObject({
      vendor: 'PG',
      code: 'PG_MAIN',
      backUrl: '/m/game',
      trial: { gameId: '9101', nodeId: '101' },
    });
  });

  it('tells lotteries and trials apart', () => {
    expect(isLottery(readLaunchRequest('vendor=TCG_LOTTO_VN'))).toBe(true);
    expect(isLottery(readLaunchRequest('vendor=GW'))).toBe(false);
    expect(needsSession(readLaunchRequest('vendor=PG&trialGameId=1&nodeId=2'))).toBe(false);
    expect(needsSession(readLaunchRequest('vendor=PG'))).toBe(true);
  });
});
