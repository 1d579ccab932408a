/**
 * The one way an island on `client:interaction` is told to hydrate at once: its directive value is
 * a selector, and an island that matches it when the page loads does not wait for the first
 * interaction (./interaction-directive.ts). What only the browser knows is marked on <html> by
 * the head script (`html[data-remembered] *`); what the server knows while rendering (a deposit
 * back from its provider, a withdrawal in progress) is written with this helper, which gives the
 * selector every island matches, or none (docs/decisions/0066-react-runtime.md).
 */
export const hydrateAtLoadWhen = (condition: boolean): string => (condition ? '*' : '');
