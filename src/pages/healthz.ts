import type { APIRoute } from 'astro';
import { systemStatus } from '../lib/platform/calls/system';
import { serverClient } from '../lib/platform/server-client.server';

/**
 * Health check for load balancers and the start script: 200 once this instance can reach its
 * platform (and, when embedded, once the reference platform has started and seeded).
 */
export const GET: APIRoute = async ({ locals }) => {
  try {
    await serverClient({ language: locals.locale.code }).call(systemStatus, {});
    return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
  } catch (error) {
    return new Response(`platform unavailable: ${(error as Error).message}`, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
};
