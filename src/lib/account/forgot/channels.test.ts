import { describe, expect, it } from 'vitest';
import { encryptStoredLink } from '../../../contract/crypto';
import { contactChannels, resolveEmail, resolveLink, type ChannelSources } from './channels';

const routes: ChannelSources['domainRoutes'] = [
  { resourceType: 'SITE', url: 'https://www.lucky.example', qrCodeUrl: null, domainName: 'www.lucky.example' },
  { resourceType: 'APP', url: 'https://www.lucky.example/down', qrCodeUrl: '/qr.svg', domainName: 'www.lucky.example' },
  { resourceType: 'SITE', url: 'https://play.lucky.example', qrCodeUrl: null, domainName: 'play.lucky.example' },
  { resourceType: 'SITE', url: 'https://third.lucky.example', qrCodeUrl: null, domainName: 'third.lucky.example' },
];

const resources = {
  supportEmail: 'support@lucky.example',
  telegram: 'https://t.me/lucky_support_ph',
  telegram2: 'https://t.me/lucky_promos_ph',
  facebook: 'https://www.facebook.com/lucky.example',
};

describe('contactChannels', () => {
  it('lists two site domains, the e-mail, Telegram, Facebook and the second Telegram link, in that order', () => {
    expect(contactChannels({ resources, domainRoutes: routes })).toEqual([
      { kind: 'site', href: 'https://www.lucky.example/', text: 'www.lucky.example' },
      { kind: 'site', href: 'https://play.lucky.example/', text: 'play.lucky.example' },
      { kind: 'email', href: 'mailto:support@lucky.example', text: 'support@lucky.example' },
      { kind: 'telegram', href: 'https://t.me/lucky_support_ph', text: 't.me/lucky_support_ph' },
      { kind: 'facebook', href: 'https://www.facebook.com/lucky.example', text: 'www.facebook.com/lucky.example' },
      { kind: 'telegram', href: 'https://t.me/lucky_promos_ph', text: 't.me/lucky_promos_ph' },
    ]);
  });

  it('opens links stored encrypted (last 8 characters are the key)', () => {
    const stored = encryptStoredLink('https://t.me/lucky_vip_ph', 'K3yK3y99');
    expect(stored.endsWith('K3yK3y99')).toBe(true);
    const channels = contactChannels({ resources: { telegram: stored }, domainRoutes: [] });
    expect(channels).toEqual([{ kind: 'telegram', href: 'https://t.me/lucky_vip_ph', text: 't.me/lucky_vip_ph' }]);
  });

  it('drops http: links, plain or encrypted, and anything that is not a link or an address', () => {
    const channels = contactChannels({
      resources: {
        supportEmail: 'not an address',
        telegram: 'http://t.me/plain_http',
        telegram2: encryptStoredLink('http://t.me/encrypted_http'),
        facebook: 'javascript:alert(1)',
      },
      domainRoutes: [{ resourceType: 'SITE', url: 'http://www.lucky.example', qrCodeUrl: null, domainName: 'www.lucky.example' }],
    });
    expect(channels).toEqual([]);
  });

  it('lists a link once when a resource and a customer-service path name it both', () => {
    const channels = contactChannels({
      resources: { telegram: 'https://t.me/lucky_support_ph' },
      customerService: [
        { csType: 'LIVECHAT', csPosition: 'FLOAT', path: [{ type: 3, path: encryptStoredLink('https://chat.lucky.example/') }] },
        { csType: 'TELEGRAM', csPosition: 'FOOTER', path: [{ type: 1, path: encryptStoredLink('https://t.me/lucky_support_ph') }] },
        { csType: 'FACEBOOK', csPosition: null, path: [{ type: 1, path: encryptStoredLink('https://www.facebook.com/lucky') }] },
      ],
      domainRoutes: [...routes!, { resourceType: 'SITE', url: 'https://www.lucky.example/', qrCodeUrl: null, domainName: 'www.lucky.example' }],
    });
    expect(channels.map((channel) => channel.href)).toEqual([
      'https://www.lucky.example/',
      'https://play.lucky.example/',
      'https://t.me/lucky_support_ph',
      'https://www.facebook.com/lucky',
    ]);
  });

  it('works without the domain routes (their call failed)', () => {
    const channels = contactChannels({ resources, domainRoutes: null });
    expect(channels.map((channel) => channel.kind)).toEqual(['email', 'telegram', 'facebook', 'telegram']);
  });
});

describe('resolveLink and resolveEmail', () => {
  it('accepts https and mailto only', () => {
    expect(resolveLink(' https://t.me/x ')).toBe('https://t.me/x');
    expect(resolveLink('ftp://t.me/x')).toBeNull();
    expect(resolveLink('')).toBeNull();
    expect(resolveLink('garbage-not-encrypted')).toBeNull();
    expect(resolveEmail('mailto:help@lucky.example')).toBe('mailto:help@lucky.example');
    expect(resolveEmail('help@lucky.example?subject=x')).toBeNull();
    expect(resolveEmail(undefined)).toBeNull();
  });
});
