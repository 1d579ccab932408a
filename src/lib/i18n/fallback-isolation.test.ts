import { describe, expect, it } from 'vitest';
import { fillIsolated, isolate, isolated } from './fallback-isolation';

describe('isolate / isolated', () => {
  it('wraps text in the isolate of its direction and unwraps it again', () => {
    expect(isolate('Log in.', 'ltr')).toBe('\u2066Log in.\u2069');
    expect(isolate('دخول', 'rtl')).toBe('\u2067دخول\u2069');
    expect(isolated(isolate('Log in.', 'ltr'))).toEqual({ text: 'Log in.', dir: 'ltr' });
    expect(isolated(isolate('دخول', 'rtl'))).toEqual({ text: 'دخول', dir: 'rtl' });
  });

  it('leaves any other text alone', () => {
    for (const text of ['Log in.', '', '\u2069', '\u2066open only', 'x\u2069']) expect(isolated(text)).toBeNull();
  });
});

describe('fillIsolated', () => {
  const english = { login: { submit: 'Log in', help: 'Forgot your password?' }, site: { name: 'Lucky Star' } };

  it('fills what the catalogue lacks with isolated English and keeps what it has', () => {
    const arabic = { login: { submit: 'تسجيل الدخول' } };
    expect(fillIsolated(arabic, english, 'ltr')).toEqual({
      login: { submit: 'تسجيل الدخول', help: '\u2066Forgot your password?\u2069' },
      site: { name: '\u2066Lucky Star\u2069' },
    });
    expect(arabic).toEqual({ login: { submit: 'تسجيل الدخول' } });
  });

  it('keeps keys English lacks (the catalogue test reports them) and changes nothing complete', () => {
    const complete = { login: { submit: 'a', help: 'b', extra_few: 'c' }, site: { name: 'd' } };
    expect(fillIsolated(complete, english, 'ltr')).toEqual(complete);
  });
});
