import { describe, expect, it } from 'vitest';
import { encryptStoredLink } from '../../contract/crypto';
import { serviceUrlForRank } from './customer-service';
import { openServicePopupFor } from './service-popup';

const entries = [
  { csType: 'LIVECHAT', csPosition: 'FLOAT', path: [{ type: 3, path: encryptStoredLink('https://chat.example/live') }] },
  { csType: 'VIP', csPosition: 'FLOAT', path: [{ type: 3, path: encryptStoredLink('https://chat.example/vip') }] },
];

describe('customer service by rank (docs/product.md §4)', () => {
  it('gives VIP service above rank level 4 and live chat otherwise', () => {
    expect(serviceUrlForRank(entries, 5)).toBe('https://chat.example/vip');
    expect(serviceUrlForRank(entries, 4)).toBe('https://chat.example/live');
    expect(serviceUrlForRank(entries, null)).toBe('https://chat.example/live');
  });

  it('falls back to live chat when there is no VIP entry, and to nothing without https links', () => {
    expect(serviceUrlForRank(entries.slice(0, 1), 9)).toBe('https://chat.example/live');
    expect(serviceUrlForRank([{ csType: 'LIVECHAT', csPosition: null, path: [{ type: 3, path: encryptStoredLink('http://chat.example/') }] }], 1)).toBeNull();
  });
});

describe('customer-service pop-up (docs/product.md §4, §8, §9)', () => {
  const fakeWindow = () => {
    const popup = {
      opener: {} as unknown,
      closed: false,
      location: { replace: (url: string) => void (popup.url = url) },
      url: '',
      close: () => void (popup.closed = true),
    };
    const calls: string[] = [];
    const open = ((url: string, _name: string, features: string) => {
      calls.push(`${url} ${features}`);
      return popup;
    }) as unknown as typeof window.open;
    return { popup, calls, open };
  };

  it('opens 440 × 500 at once and then points it at the link', async () => {
    const { popup, calls, open } = fakeWindow();
    expect(await openServicePopupFor(async () => 'https://chat.example/live', open)).toBe(true);
    expect(calls).toEqual(['about:blank width=440,height=500']);
    expect(popup.url).toBe('https://chat.example/live');
    expect(popup.opener).toBeNull();
  });

  it('closes the pop-up silently when the link cannot be found', async () => {
    const { popup, open } = fakeWindow();
    expect(
      await openServicePopupFor(async () => {
        throw new Error('down');
      }, open),
    ).toBe(false);
    expect(popup.closed).toBe(true);
    const second = fakeWindow();
    expect(await openServicePopupFor(async () => null, second.open)).toBe(false);
    expect(second.popup.closed).toBe(true);
  });
});
