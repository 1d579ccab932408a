import { describe, expect, it } from 'vitest';
import { frameSrcDirective, launchOrigins, launchTarget } from './launch-target';
import { isBalanceMessage } from './balance-message';
import { GAME_BALANCE_MESSAGE } from '../../contract/calls/games';

const SITE = 'https://site.example';

describe('launchOrigins', () => {
  it('keeps the origins of http(s) launch CDNs, once each', () => {
    expect(launchOrigins(['https://games.example/launch/', 'https://games.example/other', 'http://old.example:8080/x', 'ftp://no.example', 'junk'])).toEqual([
      'https://games.example',
      'http://old.example:8080',
    ]);
  });
});

describe('launchTarget', () => {
  it('frames a same-origin launch by its path', () => {
    expect(launchTarget({ url: '/lgw/demo/play?t=1', target: 'frame' }, SITE, [])).toEqual({ kind: 'frame', src: '/lgw/demo/play?t=1', origin: SITE });
  });

  it('frames a launch CDN and sends the player to any other origin', () => {
    expect(launchTarget({ url: 'https://games.example/p?x=1', target: 'frame' }, SITE, ['https://games.example'])).toEqual({
      kind: 'frame',
      src: 'https://games.example/p?x=1',
      origin: 'https://games.example',
    });
    expect(launchTarget({ url: 'https://elsewhere.example/p', target: 'frame' }, SITE, ['https://games.example'])).toEqual({
      kind: 'window',
      url: 'https://elsewhere.example/p',
    });
  });

  it('sends the player to a window launch, and refuses what is not http(s)', () => {
    expect(launchTarget({ url: '/lgw/demo/play', target: 'window' }, SITE, [])).toEqual({ kind: 'window', url: `${SITE}/lgw/demo/play` });
    expect(launchTarget({ url: 'javascript:alert(1)', target: 'frame' }, SITE, [])).toBeNull();
  });
});

describe('frameSrcDirective', () => {
  it('adds the CDN origins next to the site, or nothing', () => {
    expect(frameSrcDirective(['https://a.example', 'https://b.example'])).toBe("frame-src 'self' https://a.example https://b.example");
    expect(frameSrcDirective([])).toBeNull();
  });
});

describe('isBalanceMessage', () => {
  const allowed = [SITE, 'https://games.example'];
  it('accepts the balance message from a launch origin', () => {
    expect(isBalanceMessage({ origin: 'https://games.example', data: { type: GAME_BALANCE_MESSAGE } }, allowed)).toBe(true);
    expect(isBalanceMessage({ origin: SITE, data: { type: GAME_BALANCE_MESSAGE, extra: 1 } }, allowed)).toBe(true);
  });

  it('ignores other origins and other messages', () => {
    expect(isBalanceMessage({ origin: 'https://evil.example', data: { type: GAME_BALANCE_MESSAGE } }, allowed)).toBe(false);
    expect(isBalanceMessage({ origin: SITE, data: GAME_BALANCE_MESSAGE }, allowed)).toBe(false);
    expect(isBalanceMessage({ origin: SITE, data: null }, allowed)).toBe(false);
    expect(isBalanceMessage({ origin: SITE, data: { type: 'other' } }, allowed)).toBe(false);
  });
});
