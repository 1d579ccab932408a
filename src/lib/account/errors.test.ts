import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { refusalKey, refusedField, signalsCaptcha } from './errors';

describe('platform refusals', () => {
  it('names the refused field and the captcha signal', () => {
    const refused = new PlatformError('rejected', 'Taken', { errorCode: 'VALIDATION', value: { field: 'username' } });
    expect(refusedField(refused)).toBe('username');
    expect(signalsCaptcha(refused)).toBe(false);
    expect(signalsCaptcha(new PlatformError('rejected', 'x', { value: { captcha: true } }))).toBe(true);
    expect(refusedField(new PlatformError('network', 'down'))).toBeNull();
  });

  it('maps the two role refusals to the site texts of docs/product.md §6', () => {
    expect(refusalKey(new PlatformError('rejected', 'x', { errorCode: 'NOT_MEMBER' }))).toBe('accounts.login.notMember');
    expect(refusalKey(new PlatformError('rejected', 'x', { errorCode: 'NOT_AGENT' }))).toBe('accounts.login.notAgent');
    expect(refusalKey(new PlatformError('rejected', 'x', { errorCode: 'INVALID_CREDENTIALS' }))).toBeNull();
  });
});
