import { describe, expect, it } from 'vitest';
import { launchGame, launchThirdParty } from '../../contract/calls/games';
import { memberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import type { CallDeclaration } from '../../contract/define';
import { launchForPage, parseLaunchQuery } from './launch-flow';
import { fakeClient, type FakeHandler } from './test-fakes';

const SITE = 'https://site.example';
const slot = { gameType: 'RNG', vendor: 'JILI', gameCode: 'JILI-1' };
const cards = { gameType: 'PVP', vendor: 'KM', gameCode: 'KM-1' };
const member = (type: number) => () => ({ id: 1, account: 'p', nickname: null, type, toUpline: null, clubLabel: null, memberLabel: [] });
const context = (handlers: [CallDeclaration, FakeHandler][]) => {
  const client = fakeClient(new Map(handlers));
  return { client, context: { client, language: 'EN', siteOrigin: SITE, launchOrigins: ['https://games.example'] } };
};

describe('parseLaunchQuery', () => {
  it('needs a game type, vendor and game code', () => {
    expect(parseLaunchQuery(new URLSearchParams('gameType=rng&vendor=JILI&gameCode=JILI-1'))).toEqual(slot);
    expect(parseLaunchQuery(new URLSearchParams('gameType=RNG&vendor=JILI'))).toBeNull();
  });
});

describe('launchForPage', () => {
  it('sends a guest to log in', async () => {
    expect(await launchForPage(slot, { client: null, language: 'EN', siteOrigin: SITE, launchOrigins: [] })).toEqual({ kind: 'guest' });
  });

  it('launches a third-party game into the frame', async () => {
    const { client, context: ctx } = context([[launchThirdParty, () => ({ url: '/lgw/demo/play?s=1', target: 'frame' })]]);
    expect(await launchForPage(slot, ctx)).toEqual({ kind: 'frame', src: '/lgw/demo/play?s=1', origin: SITE });
    expect(client.calls.map((call) => call.path)).toEqual(['/wps/game/launch']);
    expect(client.calls[0]?.input).toMatchObject({ ...slot, language: 'EN' });
  });

  it('launches PVP through launchGame for a real account, and refuses a trial account before any launch', async () => {
    const real = context([
      [memberInfo, member(0)],
      [launchGame, () => ({ url: 'https://games.example/km', target: 'frame' })],
    ]);
    expect(await launchForPage(cards, real.context)).toMatchObject({ kind: 'frame', src: 'https://games.example/km' });
    expect(real.client.calls.map((call) => call.path)).toEqual(['/wps/member/info', '/wps/game/launchGame']);
    const trial = context([[memberInfo, member(4)]]);
    expect(await launchForPage(cards, trial.context)).toEqual({ kind: 'needRealAccount' });
    expect(trial.client.calls).toHaveLength(1);
  });

  it('goes to a window launch', async () => {
    const { context: ctx } = context([[launchThirdParty, () => ({ url: 'https://vendor.example/x', target: 'window' })]]);
    expect(await launchForPage(slot, ctx)).toEqual({ kind: 'window', url: 'https://vendor.example/x' });
  });

  it('does not offer "Try again" for a safer-gambling limit or a time-out: it says the limit and where to see it (issue 34 item 12)', async () => {
    for (const [errorCode, value] of [
      ['LIMIT_REACHED', { field: 'amount', kind: 'wager', period: 'day', source: 'player', limit: 100, left: 0, resetsAt: null }],
      ['PLAY_BLOCKED', { kind: 'timeout', until: '2026-12-01T00:00:00.000Z', helpUrl: '/help' }],
    ] as const) {
      const limited = context([
        [
          launchThirdParty,
          () => {
            throw new PlatformError('rejected', 'Your limit is reached', { errorCode, value });
          },
        ],
      ]);
      expect(await launchForPage(slot, limited.context), errorCode).toEqual({ kind: 'limited', message: 'Your limit is reached' });
    }
  });

  it("shows the platform's refusal, the network text for anything else, and a login for an expired session", async () => {
    const refusal = context([
      [
        launchThirdParty,
        () => {
          throw new PlatformError('rejected', 'Game under maintenance');
        },
      ],
    ]);
    expect(await launchForPage(slot, refusal.context)).toEqual({ kind: 'failed', message: 'Game under maintenance' });
    const down = context([
      [
        launchThirdParty,
        () => {
          throw new PlatformError('timeout', 'slow');
        },
      ],
    ]);
    expect(await launchForPage(slot, down.context)).toEqual({ kind: 'failed', message: null });
    const refusedTrial = context([
      [memberInfo, member(0)],
      [
        launchGame,
        () => {
          throw new PlatformError('rejected', 'Real account needed', { errorCode: 'NEED_REAL_ACCOUNT' });
        },
      ],
    ]);
    expect(await launchForPage(cards, refusedTrial.context)).toEqual({ kind: 'needRealAccount' });
    const expired = context([
      [
        launchThirdParty,
        () => {
          throw new PlatformError('unauthorized', 'gone');
        },
      ],
    ]);
    expect(await launchForPage(slot, expired.context)).toEqual({ kind: 'guest' });
  });

  it('keeps why the platform ended the session, for the login page (issue 34 item 18)', async () => {
    const ended = context([
      [
        launchThirdParty,
        () => {
          throw new PlatformError('unauthorized', 'ended', { status: 401, errorCode: 'UNAUTHORIZED', value: { ended: 'sessionLimit' } });
        },
      ],
    ]);
    expect(await launchForPage(slot, ended.context)).toEqual({ kind: 'guest', ended: 'sessionLimit' });
  });
});
