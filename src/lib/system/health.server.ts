import { log as serverLog } from '../log/logger.server';

/** One `healthz.unavailable` line (warn) in the server's log (docs/operations.md "Logs"). */
const logUnavailable = (reason: string): void => serverLog.warn({ event: 'healthz.unavailable', error: reason }, 'platform unavailable');

/**
 * The `/healthz` answer (docs/operations.md, "Health"): `ok` (200) once the platform answers,
 * `unavailable` (503) otherwise. The reason goes to the server's log only: a load balancer
 * needs only the status, and an error's text (addresses, driver messages) is nobody else's business.
 */
export async function healthResponse(check: () => Promise<unknown>, log: (reason: string) => void = logUnavailable): Promise<Response> {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  try {
    await check();
    return new Response('ok', { headers });
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return new Response('unavailable', { status: 503, headers });
  }
}
