import { browserClient } from '../../platform/browser-client';
import { forgotPasswordByEmail, setPasswordByPhone } from '../../../contract/calls/member';
import { domainRoutes, systemStatus } from '../../../contract/calls/system';
import { customerServiceUrl } from '../../platform/customer-service';
import type { PlatformError } from '../../../contract/envelope';
import { attempt, type Outcome, type SessionValue } from '../../stores/auth';
import { contactChannels, type ContactChannel } from './channels';

/** The forgot-password calls as the island makes them, each answering an outcome, never throwing. */

/** docs/product.md §4 "By email": the platform e-mails a new password; 'Username/Email does not exist' otherwise. */
export const sendPasswordByEmail = (values: { username: string; email: string }): Promise<Outcome<unknown>> =>
  attempt(() => browserClient.call(forgotPasswordByEmail, values));

/**
 * docs/product.md §4 "Forgot by phone": the reset proves the number with the SMS code and answers a
 * session, so the player is logged in by the same call (the proxy keeps the token in its
 * HttpOnly cookie; the page gets only firstTimeLogin and passwordExpired).
 */
export const resetPasswordByPhone = (request: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<Outcome<SessionValue>> => attempt(() => browserClient.call(setPasswordByPhone, request));

/**
 * The form field a refusal names (`value.field`, docs/platform-api.md), when the form has it,
 * so its message goes under that field (docs/product.md §8). The dialing code is shown with the number.
 */
export function refusedField<F extends string>(error: PlatformError, fields: readonly F[]): F | null {
  const value = error.details.value;
  const named = typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined;
  const field = named === 'countryDialingCode' ? 'mobileNum' : named;
  return typeof field === 'string' && (fields as readonly string[]).includes(field) ? (field as F) : null;
}

export interface ForgotContacts {
  channels: ContactChannel[];
  /** The live-chat link (type-3 customer-service path, decrypted; https only), or null. */
  customerServiceUrl: string | null;
}

/**
 * For the popup, which opens on any page: the status (resources, customer service) and the
 * domain routes, fetched in parallel. Never rejects: whatever failed is left out, so the
 * popup still offers the reset itself and whichever channels are known.
 */
export async function loadContactChannels(host: string = window.location.host): Promise<ForgotContacts> {
  const [status, routes] = await Promise.all([
    browserClient.call(systemStatus, { host }).catch(() => null),
    browserClient.call(domainRoutes, {}).catch(() => null),
  ]);
  const info = status?.info;
  return {
    channels: contactChannels({ resources: info?.resources ?? {}, customerService: info?.customerService, domainRoutes: routes }),
    customerServiceUrl: customerServiceUrl(info?.customerService ?? []),
  };
}
