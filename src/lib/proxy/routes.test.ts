import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls';
import { acceptsContentType, resolveProxyRoute } from './routes';
import { demoPlayPath, lotteryScreenPath } from '../../../platform/games/launch';
import { thumbnailPath, vendorLogoPath } from '../../../platform/games/rows';
import { promotionImage } from '../../../platform/promotions/store';

const pathOf = (pathAndQuery: string) => pathAndQuery.split('?')[0]!;

describe('resolveProxyRoute', () => {
  it('finds every declared call at its own path, with its body kind', () => {
    for (const call of allCalls) {
      const match = resolveProxyRoute(call.method, call.path);
      expect(match.kind, `${call.method} ${call.path}`).toBe('found');
      if (match.kind !== 'found') continue;
      expect(match.target.call).toBe(call);
      expect(match.target.path).toBe(call.path);
      expect(match.target.body).toBe(call.method === 'GET' || call.method === 'DELETE' ? 'none' : (call.body ?? 'json'));
    }
  });

  it("finds what the reference platform's data and screens point the browser at", () => {
    const requested: [string, string][] = [
      ['GET', pathOf(demoPlayPath('t', 'EN'))],
      ['GET', pathOf(lotteryScreenPath('t', 'EN'))],
      ['GET', thumbnailPath('MONEY_COMING')],
      ['GET', vendorLogoPath('JILI')],
      ['GET', promotionImage(12)],
      ['GET', '/lgw/static/banners/1.webp'],
      ['GET', '/lgw/static/qr/app.svg'],
      ['GET', '/lgw/demo/game.js'],
      ['GET', '/lgw/demo/game.css'],
      ['POST', '/lgw/demo/round'],
      ['GET', '/lgw/lottery-screen/screen.js'],
      ['GET', '/lgw/lottery-screen/screen.css'],
      ['GET', '/lgw/lottery-screen/state'],
      ['POST', '/lgw/lottery-screen/bet'],
      // The payment provider page of e-wallet deposits (platform/deposits/provider.ts).
      ['GET', '/lgw/pay/order'],
      ['POST', '/lgw/pay/decide'],
    ];
    for (const [method, path] of requested) expect(resolveProxyRoute(method, path).kind, `${method} ${path}`).toBe('found');
  });

  it('tolerates a trailing slash and sends the declared path', () => {
    const match = resolveProxyRoute('POST', '/wps/session/login/');
    expect(match.kind === 'found' && match.target.path).toBe('/wps/session/login');
  });

  it('lists the methods of a known path asked with another one', () => {
    expect(resolveProxyRoute('PATCH', '/wps/games/favourites')).toEqual({ kind: 'method', allow: ['GET', 'POST', 'DELETE'] });
    expect(resolveProxyRoute('GET', '/lgw/demo/round')).toEqual({ kind: 'method', allow: ['POST'] });
  });

  it('finds nothing for paths the site does not declare', () => {
    for (const path of [
      '/',
      '/wps',
      '/wps/admin',
      '/lgw/demo/',
      '/lgw/demo/../x',
      '/lgw/static/games/a%2e.webp',
      '/lgw/static/games/..webp/x',
      // The art's SVG forms are no longer served: the platform draws it as WebP.
      '/lgw/static/games/a.svg',
      '/lgw/static/banners/1.svg',
      '/wps/member/info%2f',
      '/WPS/member/info',
    ]) {
      expect(resolveProxyRoute('GET', path).kind, path).toBe('none');
    }
  });
});

describe('acceptsContentType', () => {
  it('wants JSON for JSON bodies and a form for form bodies, parameters allowed', () => {
    expect(acceptsContentType('json', 'application/json')).toBe(true);
    expect(acceptsContentType('json', 'Application/JSON; charset=utf-8')).toBe(true);
    expect(acceptsContentType('form', 'application/x-www-form-urlencoded;charset=UTF-8')).toBe(true);
    expect(acceptsContentType('json', 'text/plain')).toBe(false);
    expect(acceptsContentType('json', 'application/jsonx')).toBe(false);
    expect(acceptsContentType('json', null)).toBe(false);
    expect(acceptsContentType('form', 'application/json')).toBe(false);
    expect(acceptsContentType('none', null)).toBe(true);
  });
});
