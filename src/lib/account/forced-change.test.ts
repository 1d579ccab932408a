import { describe, expect, it } from 'vitest';
import { markPasswordChangeDue, passwordChangeDue } from './forced-change';

describe('a forced password change that holds for the whole session', () => {
  it('is due on any page while the session carries the mark', () => {
    expect(passwordChangeDue('username=demo_expired; passwordChange=1')).toBe(true);
    expect(passwordChangeDue('theme=dark; passwordChange=1; username=team_ben')).toBe(true);
  });

  it('is not due without the mark, or once the session is gone (the proxy clears the hint with it)', () => {
    expect(passwordChangeDue('username=demo_player')).toBe(false);
    expect(passwordChangeDue('passwordChange=1')).toBe(false);
    expect(passwordChangeDue('username=; passwordChange=1')).toBe(false);
    expect(passwordChangeDue('')).toBe(false);
  });

  it('is marked as a cookie of the browser session, for the whole site, Secure over https', () => {
    const written: string[] = [];
    const doc = {
      set cookie(value: string) {
        written.push(value);
      },
    };
    markPasswordChangeDue(doc, 'http:');
    markPasswordChangeDue(doc, 'https:');
    expect(written).toEqual(['passwordChange=1; Path=/; SameSite=Lax', 'passwordChange=1; Path=/; SameSite=Lax; Secure']);
  });
});
