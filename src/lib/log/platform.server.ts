import '../../contract/english-messages';
import type { CallDeclaration } from '../../contract/define';
import type { PlatformError } from '../../contract/envelope';
import { log } from './logger.server';

/**
 * Writes one line for a platform call that failed on the server (docs/operations.md "Logs"):
 * what the operator's platform team needs to find it (the call, its method, the status, the
 * error code, a schema break's issue paths and messages), never what was sent or received
 * (tokens, passwords, personal data).
 *
 * - `platform.schema` (error): the answer (or our own request) breaks the call's declaration;
 * - `platform.timeout` (warn): no answer in time (the page's budget, or the proxy's);
 * - `platform.5xx` (error): the platform answered 5xx, with or without an envelope;
 * - `platform.unreachable` (error): no answer at all (refused connection, DNS, reset);
 * - `platform.rejected` (debug): the platform said no (wrong password, expired session): the
 *   player's business, not a fault.
 *
 * `via` says who made the call: the server for a page (`server`), or the browser through the
 * proxy (`proxy`), where the answer is checked for the log only and passed on as it came.
 */
export function logPlatformFailure(error: PlatformError, call: Pick<CallDeclaration, 'path' | 'method'>, via: 'server' | 'proxy' = 'server'): void {
  const { status, errorCode, issues, reason, cause } = error.details;
  const fields = { via, call: call.path, method: call.method, ...(status !== undefined ? { status } : {}) };
  if (error.kind === 'schema') {
    log.error({ event: 'platform.schema', ...fields, reason: reason ?? 'response', issues: issues ?? [] }, 'platform answer breaks the contract');
  } else if (error.kind === 'timeout') {
    log.warn({ event: 'platform.timeout', ...fields }, 'platform did not answer in time');
  } else if (status !== undefined && status >= 500) {
    log.error({ event: 'platform.5xx', ...fields, ...(errorCode ? { errorCode } : {}) }, 'platform failed');
  } else if (error.kind === 'network') {
    log.error({ event: 'platform.unreachable', ...fields, error: cause ?? error.message }, 'platform unreachable');
  } else {
    log.debug({ event: 'platform.rejected', ...fields, ...(errorCode ? { errorCode } : {}) }, 'platform refused');
  }
}
