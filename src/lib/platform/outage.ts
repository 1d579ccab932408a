/**
 * Remembers, for a few seconds, that the platform did not answer (it timed out or refused the
 * connection), so the next pages render their error states at once instead of each waiting for
 * it again (docs/operations.md "When the platform hangs"). Any answer, even a refusal or a
 * malformed body, means the platform is there: only transport failures count.
 */

/** How long a platform that did not answer is taken to be down; cached failures live as long. */
export const REMEMBER_FAILURE_MS = 3_000;

export interface OutageMemory {
  /** Sends, unless the platform failed to answer within the memory; then fails at once without sending. */
  send(request: () => Promise<Response>): Promise<Response>;
}

const isTimeout = (error: unknown): boolean => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createOutageMemory(rememberMs = REMEMBER_FAILURE_MS, now: () => number = Date.now): OutageMemory {
  let failure: { at: number; timedOut: boolean } | null = null;
  return {
    async send(request) {
      if (failure && now() - failure.at < rememberMs) {
        // The same kinds of error a real send would end with, so callers need no third case.
        const message = `The platform did not answer ${now() - failure.at} ms ago; not asking again for ${rememberMs} ms`;
        throw failure.timedOut ? new DOMException(message, 'TimeoutError') : new TypeError(message);
      }
      try {
        const response = await request();
        failure = null;
        return response;
      } catch (error) {
        failure = { at: now(), timedOut: isTimeout(error) };
        throw error;
      }
    },
  };
}
