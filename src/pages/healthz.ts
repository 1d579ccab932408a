import type { APIRoute } from 'astro';
import { systemStatus } from '../contract/calls/system';
import { serverClient } from '../lib/platform/server-client.server';
import { healthResponse } from '../lib/system/health.server';

/**
 * Health check for load balancers and the start script: 200 `ok` once this instance can reach
 * its platform (and, when embedded, once the reference platform has started and seeded), 503
 * `unavailable` otherwise, the reason in the server's log.
 */
export const GET: APIRoute = ({ locals }) => healthResponse(() => serverClient({ language: locals.locale.code }).call(systemStatus, {}));
