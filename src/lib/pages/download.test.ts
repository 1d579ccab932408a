import { describe, expect, it } from 'vitest';
import { downloadInfo, safeImageUrl } from './download';

const route = (resourceType: string, url: string, qrCodeUrl: string | null = null, domainName = 'www.lucky.example') => ({
  resourceType,
  url,
  qrCodeUrl,
  domainName,
});

describe('the download page from the domain routes', () => {
  it('takes the app links with their QR codes and the site addresses, as the reference platform seeds them', () => {
    const info = downloadInfo([
      route('SITE', 'https://www.lucky.example'),
      route('SITE', 'https://play.lucky.example', null, 'play.lucky.example'),
      route('APP', 'https://www.lucky.example/down', '/lgw/static/qr/app.svg'),
    ]);
    expect(info).toEqual({
      apps: [{ href: 'https://www.lucky.example/down', text: 'www.lucky.example/down', qrCodeUrl: '/lgw/static/qr/app.svg' }],
      sites: [
        { href: 'https://www.lucky.example/', text: 'www.lucky.example' },
        { href: 'https://play.lucky.example/', text: 'play.lucky.example' },
      ],
    });
  });

  it("reads resource types in any case, keeps the platform's order and drops repeats and other types", () => {
    const info = downloadInfo([
      route('app', 'https://cdn.lucky.example/lucky.apk', 'https://cdn.lucky.example/qr.png'),
      route('APP', 'https://cdn.lucky.example/lucky.apk'),
      route('Site', 'https://www.lucky.example/'),
      route('SITE', 'https://www.lucky.example'),
      route('CDN', 'https://img.lucky.example'),
    ]);
    expect(info.apps).toEqual([
      { href: 'https://cdn.lucky.example/lucky.apk', text: 'cdn.lucky.example/lucky.apk', qrCodeUrl: 'https://cdn.lucky.example/qr.png' },
    ]);
    expect(info.sites.map((site) => site.text)).toEqual(['www.lucky.example']);
  });

  it('links only to https and shows QR images only from this site or https', () => {
    const info = downloadInfo([
      route('APP', 'http://www.lucky.example/down'),
      route('APP', 'javascript:alert(1)'),
      route('APP', 'not a url'),
      route('SITE', 'ftp://www.lucky.example'),
      route('APP', 'https://www.lucky.example/app', 'data:image/svg+xml,<svg/>'),
    ]);
    expect(info).toEqual({ apps: [{ href: 'https://www.lucky.example/app', text: 'www.lucky.example/app', qrCodeUrl: null }], sites: [] });
    expect(safeImageUrl('//evil.example/qr.png')).toBeNull();
    expect(safeImageUrl('http://cdn.lucky.example/qr.png')).toBeNull();
    expect(safeImageUrl('/lgw/static/qr/app.svg')).toBe('/lgw/static/qr/app.svg');
  });

  it('is empty when the platform has no routes', () => {
    expect(downloadInfo([])).toEqual({ apps: [], sites: [] });
  });
});
