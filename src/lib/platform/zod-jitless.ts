import { z } from 'zod/mini';

/**
 * zod compiles parsers with `new Function` when it may; our CSP forbids eval, and even the
 * probe is reported as a violation. Imported first by the browser client, before any schema
 * is built; the interpreted parsers are fast enough for our payloads.
 */
z.config({ jitless: true });
