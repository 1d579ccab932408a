/**
 * Sanitised platform HTML with its headings one level down (h2 → h3, h3 → h4), so the terms sit
 * under the page's own "Terms and conditions" heading. Safe on the sanitiser's output: it is
 * well-formed, and a literal `<h2` in text has been escaped to `&lt;h2`.
 */
export const demoteHeadings = (html: string): string =>
  html.replace(/<(\/?)h([23])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
