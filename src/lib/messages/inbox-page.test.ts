import { describe, expect, it } from 'vitest';
import { inboxPageLinks, olderCursorOf } from './inbox-page';

const url = (search: string) => new URL(`https://site.test/en/member/messages${search}`);

describe('olderCursorOf', () => {
  it('reads a cursor the platform writes, and nothing on the first page', () => {
    expect(olderCursorOf(url('?older=1.1764236400123456.912'))).toBe('1.1764236400123456.912');
    expect(olderCursorOf(url('?older=0.1.1'))).toBe('0.1.1');
    expect(olderCursorOf(url(''))).toBeUndefined();
  });

  it('calls anything else no cursor, so the page can send the visitor to the first page', () => {
    for (const bad of ['', '2.1.1', '1.1', '1.abc.2', "1.1.1'", '1.123456789012345678.1', '1.1.12345678901234567']) {
      expect(olderCursorOf(url(`?older=${encodeURIComponent(bad)}`)), bad).toBeNull();
    }
  });
});

describe('inboxPageLinks', () => {
  it('links the older page while there is one, and the newest from an older page', () => {
    expect(inboxPageLinks('/en/member/messages', '1.5.9', false)).toEqual({ older: '/en/member/messages?older=1.5.9', newest: null });
    expect(inboxPageLinks('/en/member/messages', null, true)).toEqual({ older: null, newest: '/en/member/messages' });
    expect(inboxPageLinks('/member/messages', null, false)).toEqual({ older: null, newest: null });
  });
});
