/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request's locale (from the URL). */
    locale: import('./lib/i18n/locales').LocaleInfo;
    /** Fixed-language translation function for this request. */
    t: import('i18next').TFunction;
    /** The platform's status for this request, or null when the platform could not be reached. */
    status: import('./contract/calls/system').SystemStatus | null;
    /** The visitor's IP as seen by this server (or its trusted proxy). */
    clientIp: string | undefined;
    /** The visitor's session, resolved once per request by the middleware (src/lib/session/request-session.server.ts). */
    session: import('./lib/session/request-session.server').RequestSession;
    /** The request's row of the route table (src/lib/routes/route-table.ts), or null for an address no row claims. */
    route: import('./lib/routes/route-table').RouteMatch | null;
    /** Why the middleware refused a member or agent page; the refusal page (/refused) says it. */
    refusal?: import('./lib/routes/access').Refusal;
  }
}
