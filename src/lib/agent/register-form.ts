import { LINK_DAYS, RATE_MAX_BP, TEAM_ACCOUNT_KINDS, type TeamAccountKind } from '../../contract/calls/agent';

/**
 * What the agent's register page posts (src/pages/[...locale]/agent/register.astro; issue 17 items
 * 1-2; docs/decisions/0042-agent-register.md), read into one platform request or an error under
 * the field. Pure: the page posts plain forms (Post/Redirect/Get) and works without a script.
 * Rates are typed as percentages ("1.25") and travel as basis points (125), read from the digits:
 * no floating-point arithmetic touches them.
 */
export type RegisterAction =
  | {
      action: 'register';
      kind: TeamAccountKind;
      username: string;
      password: string;
      confirmPassword: string;
      rebate: number;
      netCommission?: number;
      turnoverCommission?: number;
    }
  | { action: 'link'; rebate: number; days: number }
  | { action: 'switch'; id: number; enabled: boolean };

/** The form an error belongs to (its id on the page), the field it is shown under, and its text (a catalogue key or the platform's message). */
export interface RegisterFormError {
  form: 'register' | 'link' | 'links';
  field: string | null;
  key?: 'agent.register.error.rate' | 'agent.register.error.generic';
  message?: string;
}

export type ReadRegisterForm = { ok: true; request: RegisterAction } | { ok: false; error: RegisterFormError };

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** "1.5" → 150 basis points; null for anything but 0 to 100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= RATE_MAX_BP ? bp : null;
}

/** 150 → "1.5", 125 → "1.25", 3000 → "30", in the page's locale (digits and decimal sign). */
export function basisPointsText(bp: number, localeTag: string): string {
  const whole = Math.trunc(bp / 100);
  const cents = bp % 100;
  const decimal = new Intl.NumberFormat(localeTag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = new Intl.NumberFormat(localeTag, { useGrouping: false });
  if (cents === 0) return digits.format(whole);
  const fraction = String(cents).padStart(2, '0').replace(/0$/, '');
  return `${digits.format(whole)}${decimal}${fraction
    .split('')
    .map((digit) => digits.format(Number(digit)))
    .join('')}`;
}

export function readRegisterForm(form: FormData): ReadRegisterForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const action = text('action');
  if (action === 'register') {
    const kind = text('kind');
    if (!(TEAM_ACCOUNT_KINDS as readonly string[]).includes(kind))
      return { ok: false, error: { form: 'register', field: 'kind', key: 'agent.register.error.generic' } };
    const rates: Record<string, number> = {};
    const names = kind === 'agent' ? (['rebate', 'netCommission', 'turnoverCommission'] as const) : (['rebate'] as const);
    for (const name of names) {
      const bp = percentToBasisPoints(text(name));
      if (bp === null) return { ok: false, error: { form: 'register', field: name, key: 'agent.register.error.rate' } };
      rates[name] = bp;
    }
    return {
      ok: true,
      request: {
        action,
        kind: kind as TeamAccountKind,
        username: text('username').trim(),
        password: text('password'),
        confirmPassword: text('confirmPassword'),
        rebate: rates['rebate'] ?? 0,
        ...(kind === 'agent' ? { netCommission: rates['netCommission'] ?? 0, turnoverCommission: rates['turnoverCommission'] ?? 0 } : {}),
      },
    };
  }
  if (action === 'link') {
    const rebate = percentToBasisPoints(text('rebate'));
    if (rebate === null) return { ok: false, error: { form: 'link', field: 'rebate', key: 'agent.register.error.rate' } };
    const days = Number(text('days'));
    if (!(LINK_DAYS as readonly number[]).includes(days) || text('days') === '')
      return { ok: false, error: { form: 'link', field: 'days', key: 'agent.register.error.generic' } };
    return { ok: true, request: { action, rebate, days } };
  }
  if (action === 'switch') {
    const id = Number(text('id'));
    const enabled = text('enabled');
    if (!Number.isSafeInteger(id) || id <= 0 || (enabled !== 'on' && enabled !== 'off'))
      return { ok: false, error: { form: 'links', field: null, key: 'agent.register.error.generic' } };
    return { ok: true, request: { action, id, enabled: enabled === 'on' } };
  }
  return { ok: false, error: { form: 'register', field: null, key: 'agent.register.error.generic' } };
}

/** The registration URL of a link: the site's register page in the agent's language, with the link's code as the invitation code. */
export function registrationLink(siteUrl: string, registerPath: string, code: string): string {
  const url = new URL(registerPath, siteUrl);
  url.searchParams.set('affiliateCode', code);
  return url.toString();
}
