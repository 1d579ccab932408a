// js-yaml comes with Astro (it parses frontmatter); it ships no types of its own.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
