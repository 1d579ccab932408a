/**
 * The readable text of a help article's markdown, for search and snippets: what a reader sees,
 * without markup, link targets or HTML. One line per block (heading, paragraph, list item),
 * so a snippet never runs a heading into the next paragraph without a space.
 */
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Inline markdown of one line: images and links to their text, emphasis and code to plain words. */
function inline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/gu, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/gu, '$1')
    .replace(/<(https?:\/\/[^>\s]+|[^>\s@]+@[^>\s]+)>/gu, '$1')
    .replace(/<\/?[a-z][^>]*>/giu, '')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/gu, '$2')
    .replace(/(^|[^\p{L}\p{N}*])([*_])(?=\S)(.+?)(?<=\S)\2(?![\p{L}\p{N}])/gu, '$1$3')
    .replace(/~~(.+?)~~/gu, '$1')
    .replace(/`([^`]*)`/gu, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/gu, '$1');
}

/** One markdown line as text, or null when it carries no words (rules, table separators, link definitions). */
function blockLine(raw: string): string | null {
  const line = raw.trim();
  if (/^([-*_])(\s*\1){2,}$/u.test(line)) return null;
  if (/^\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*\|?$/u.test(line)) return null;
  if (/^\[[^\]]+\]:\s/u.test(line)) return null;
  if (/^(```|~~~)/u.test(line)) return null;
  const bare = line
    .replace(/^#{1,6}\s+/u, '')
    .replace(/\s+#+$/u, '')
    .replace(/^(>\s?)+/u, '')
    .replace(/^([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/u, '')
    .replace(/^\|(.*)\|$/u, '$1')
    .replace(/\s*\|\s*/gu, ' · ');
  const text = decodeEntities(inline(bare)).replace(/\s+/gu, ' ').trim();
  return text || null;
}

/**
 * Markdown to plain text. Lines that were wrapped in the source join into one line; a blank
 * line, a heading, a list item, a quote or a table row starts a new one.
 */
export function markdownToText(markdown: string): string {
  const lines: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) lines.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/gu, '\n').split('\n')) {
    const startsBlock = /^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\|)/u.test(raw);
    if (!raw.trim() || startsBlock) flush();
    const text = blockLine(raw);
    if (text !== null) paragraph.push(text);
    // A heading is a line of its own; a list item goes on with its indented continuation lines.
    if (/^\s*#{1,6}\s/u.test(raw)) flush();
  }
  flush();
  return lines.join('\n');
}
