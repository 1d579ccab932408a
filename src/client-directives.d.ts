/**
 * The site's own client directive (src/lib/hydration/interaction-directive.ts), typed for Astro's
 * components. A module file (the `export {}`), so this augments Astro's types instead of replacing them.
 */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction; a selector hydrates at once when the island matches it. */
    'client:interaction'?: boolean | string;
  }
}
