/**
 * Test support for the registration island's tests (not shipped: only *.test.tsx import it).
 * The stand-in platform is stubCalls (src/lib/platform/stub-calls.test-support.ts) with what
 * every registration form asks for first; its own RSA key lets the tests read the encrypted
 * registration payload exactly as the platform would (decryptBody).
 */
import { en } from '../../lib/i18n/catalogues';
import { captcha } from '../../contract/calls/session';
import { countryCodes } from '../../contract/calls/system';
import { stubCalls, type CallStub, type StubRoute } from '../../lib/platform/stub-calls.test-support';
import { REGISTER_KEYS, type RegisterStrings } from './strings';

export { decryptBody, refusal, type StubRoute } from '../../lib/platform/stub-calls.test-support';

/** The English strings, looked up as pages do, so that tests read what a player reads. */
export const strings = Object.fromEntries(
  Object.entries<string>(REGISTER_KEYS).map(([name, key]) => [
    name,
    String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)),
  ]),
) as RegisterStrings;

/** Stubs the platform: the country codes and a captcha, then `routes` (which may override them). */
export function platform(routes: readonly StubRoute[]): CallStub {
  return stubCalls([...BASICS, ...routes]);
}

const BASICS: StubRoute[] = [
  [countryCodes, () => [{ countryCode: 'PH', countryDialingCode: '63' }]],
  [captcha, () => 'iVBORw0KGgo='],
];

/** A session as the browser sees it after registration (the proxy keeps the token). */
export const SESSION = { firstTimeLogin: true, passwordExpired: false };
