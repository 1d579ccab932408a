import { describe, expect, it } from 'vitest';
import { basisPointsText, percentToBasisPoints, readRegisterForm, registrationLink } from './register-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the agent register page forms (issue 17 items 1-2)', () => {
  it('reads a percentage into basis points from its digits, 0 to 100 with two decimals at most', () => {
    expect(percentToBasisPoints('1.5')).toBe(150);
    expect(percentToBasisPoints('1,25')).toBe(125);
    expect(percentToBasisPoints(' 0.07 % ')).toBe(7);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('0')).toBe(0);
    for (const bad of ['', '100.01', '1.234', '-1', 'abc', '1e2', '.5']) expect(percentToBasisPoints(bad), bad).toBeNull();
  });

  it('writes basis points back as a percentage in the page’s locale', () => {
    expect(basisPointsText(150, 'en')).toBe('1.5');
    expect(basisPointsText(125, 'en')).toBe('1.25');
    expect(basisPointsText(3000, 'en')).toBe('30');
    expect(basisPointsText(150, 'id')).toBe('1,5');
  });

  it('reads a player registration with its rebate; a sub-agent also carries both commissions', () => {
    expect(readRegisterForm(form({ action: 'register', kind: 'player', username: ' newbie ', password: 'a', confirmPassword: 'b', rebate: '1.2' }))).toEqual({
      ok: true,
      request: { action: 'register', kind: 'player', username: 'newbie', password: 'a', confirmPassword: 'b', rebate: 120 },
    });
    const agent = readRegisterForm(
      form({
        action: 'register',
        kind: 'agent',
        username: 'sub',
        password: 'p',
        confirmPassword: 'p',
        rebate: '1',
        netCommission: '20',
        turnoverCommission: '0.3',
      }),
    );
    expect(agent).toMatchObject({ ok: true, request: { kind: 'agent', rebate: 100, netCommission: 2000, turnoverCommission: 30 } });
  });

  it('puts a malformed rate under its field and sends nothing', () => {
    expect(readRegisterForm(form({ action: 'register', kind: 'player', username: 'x', rebate: 'lots' }))).toEqual({
      ok: false,
      error: { form: 'register', field: 'rebate', key: 'agent.register.error.rate' },
    });
    expect(
      readRegisterForm(form({ action: 'register', kind: 'agent', username: 'x', rebate: '1', netCommission: '1', turnoverCommission: '101' })),
    ).toMatchObject({
      ok: false,
      error: { field: 'turnoverCommission' },
    });
    expect(readRegisterForm(form({ action: 'link', rebate: '2.345', days: '7' }))).toMatchObject({ ok: false, error: { form: 'link', field: 'rebate' } });
  });

  it('reads a new link (rebate and life) and a switch', () => {
    expect(readRegisterForm(form({ action: 'link', rebate: '0.8', days: '30' }))).toEqual({ ok: true, request: { action: 'link', rebate: 80, days: 30 } });
    expect(readRegisterForm(form({ action: 'link', rebate: '0.8', days: '5' }))).toMatchObject({ ok: false, error: { field: 'days' } });
    expect(readRegisterForm(form({ action: 'switch', id: '12', enabled: 'off' }))).toEqual({ ok: true, request: { action: 'switch', id: 12, enabled: false } });
    expect(readRegisterForm(form({ action: 'switch', id: 'x', enabled: 'off' }))).toMatchObject({ ok: false });
  });

  it('builds a link’s registration URL with its code as the invitation code', () => {
    expect(registrationLink('https://example.com', '/en/register', 'abc123')).toBe('https://example.com/en/register?affiliateCode=abc123');
  });
});
