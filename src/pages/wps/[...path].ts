import type { APIRoute } from 'astro';
import { proxyToPlatform } from '../../lib/proxy/proxy.server';

/** Same-origin platform API (`/wps/*`) through the BFF proxy. */
export const ALL: APIRoute = (context) => proxyToPlatform(context);
