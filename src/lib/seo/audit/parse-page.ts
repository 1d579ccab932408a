import { Parser } from 'htmlparser2';
import type { Alternate } from '../urls';

/**
 * What the SEO audit needs from one HTML page, read in a single streaming pass with
 * htmlparser2 (the parser sanitize-html already brings; a DOM would cost ten times as much
 * on the hundreds of pages a crawl reads). Attribute values come back with entities decoded.
 */
export interface PageFacts {
  /** `<html lang>`, or null. */
  lang: string | null;
  /** Every `<title>` of the head (a page should have exactly one). */
  titles: string[];
  /** Every `<meta name="description">` content. */
  descriptions: string[];
  /** `<meta name="robots">` contents, joined; '' when absent. */
  robots: string;
  /** Every `<link rel="canonical">` href, as written. */
  canonicals: string[];
  /** `<link rel="alternate" hreflang>` of the head, as written. */
  alternates: Alternate[];
  /** `<script type="application/ld+json">` texts. */
  jsonLd: string[];
  /** `<a href>` values, as written (empty when only the head was read). */
  links: string[];
  /** Every `id` (and `<a name>`) in the document, for same-page anchors. */
  ids: Set<string>;
  /** `src` of every `<img>` that has no `alt` attribute at all (`alt=""` is a decorative image, which is fine). */
  imagesWithoutAlt: string[];
  /** True when only the head was read (links, ids and images were not looked at). */
  headOnly: boolean;
}

const attr = (attribs: Record<string, string>, name: string): string | undefined => attribs[name];
const hasToken = (value: string | undefined, token: string): boolean => (value ?? '').toLowerCase().split(/\s+/).includes(token);

/**
 * Reads a page. With `headOnly`, parsing stops at `</head>`: enough to tell whether a page
 * is indexable and where its canonical and alternates point, at a fraction of the cost.
 */
export function parsePage(html: string, { headOnly = false }: { headOnly?: boolean } = {}): PageFacts {
  const facts: PageFacts = {
    lang: null,
    titles: [],
    descriptions: [],
    robots: '',
    canonicals: [],
    alternates: [],
    jsonLd: [],
    links: [],
    ids: new Set(),
    imagesWithoutAlt: [],
    headOnly,
  };
  let inHead = false;
  let text: { kind: 'title' | 'jsonLd'; value: string } | null = null;
  const robots: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const id = attr(attribs, 'id');
        if (id) facts.ids.add(id);
        switch (name) {
          case 'html':
            facts.lang = attr(attribs, 'lang') ?? null;
            break;
          case 'head':
            inHead = true;
            break;
          case 'title':
            if (inHead) text = { kind: 'title', value: '' };
            break;
          case 'meta': {
            const metaName = (attr(attribs, 'name') ?? '').toLowerCase();
            const content = attr(attribs, 'content') ?? '';
            if (metaName === 'description') facts.descriptions.push(content);
            if (metaName === 'robots') robots.push(content);
            break;
          }
          case 'link': {
            const rel = attr(attribs, 'rel');
            const href = attr(attribs, 'href') ?? '';
            if (hasToken(rel, 'canonical')) facts.canonicals.push(href);
            const hreflang = attr(attribs, 'hreflang');
            if (hasToken(rel, 'alternate') && hreflang !== undefined) facts.alternates.push({ hreflang, href });
            break;
          }
          case 'script':
            if ((attr(attribs, 'type') ?? '').toLowerCase() === 'application/ld+json') text = { kind: 'jsonLd', value: '' };
            break;
          case 'a': {
            const href = attr(attribs, 'href');
            if (href !== undefined) facts.links.push(href);
            const anchorName = attr(attribs, 'name');
            if (anchorName) facts.ids.add(anchorName);
            break;
          }
          case 'img':
            if (attr(attribs, 'alt') === undefined) facts.imagesWithoutAlt.push(attr(attribs, 'src') ?? '(no src)');
            break;
        }
      },
      ontext(data) {
        if (text) text.value += data;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (text && ((name === 'title' && text.kind === 'title') || (name === 'script' && text.kind === 'jsonLd'))) {
          if (text.kind === 'title') facts.titles.push(text.value.replace(/\s+/g, ' ').trim());
          else facts.jsonLd.push(text.value);
          text = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const end = headOnly ? html.indexOf('</head>') : -1;
  parser.write(end >= 0 ? html.slice(0, end + '</head>'.length) : html);
  parser.end();
  facts.robots = robots.join(', ');
  return facts;
}

/** Whether robots directives (meta or X-Robots-Tag) keep a page out of results. */
export const saysNoindex = (...directives: readonly (string | null | undefined)[]): boolean =>
  directives.some((value) => /(^|[\s,])(noindex|none)($|[\s,])/i.test(value ?? ''));
