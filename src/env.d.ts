/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request's locale (from the URL). */
    locale: import('./lib/i18n/locales').LocaleInfo;
    /** Fixed-language translation function for this request. */
    t: import('i18next').TFunction;
    /** The platform's status for this request, or null when the platform could not be reached. */
    status: import('./lib/platform/calls/system').SystemStatus | null;
    /** The visitor's IP as seen by this server (or its trusted proxy). */
    clientIp: string | undefined;
  }
}
