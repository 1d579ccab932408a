import { Parser } from 'htmlparser2';
import { SITEMAP_NS, XHTML_NS } from '../sitemap';
import type { Alternate } from '../urls';

/** One `<url>` of a sitemap: its address and its `xhtml:link` alternates. */
export interface SitemapUrl {
  loc: string;
  alternates: Alternate[];
}

export interface ParsedSitemap {
  urls: SitemapUrl[];
  /** What makes it unusable or wrong: not well-formed, wrong root or namespaces, a `<url>` without `<loc>`. */
  errors: string[];
}

/**
 * Reads a sitemap (urlset with xhtml:link alternates). htmlparser2 in XML mode reads any
 * text; the checks here add what a strict XML reader would refuse: an element closed by
 * another's end tag or never closed, text outside the root, and the namespaces search
 * engines require.
 */
export function parseSitemap(xml: string): ParsedSitemap {
  const urls: SitemapUrl[] = [];
  const errors: string[] = [];
  /** Open elements, innermost last, each with whether it was written self-closing (`<x/>`). */
  const stack: { name: string; selfClosing: boolean }[] = [];
  let current: SitemapUrl | null = null;
  let inLoc = false;
  let loc = '';
  let roots = 0;

  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        if (stack.length === 0) {
          roots += 1;
          if (name !== 'urlset') errors.push(`root element is <${name}>, not <urlset>`);
          if (attribs['xmlns'] !== SITEMAP_NS) errors.push(`<urlset> namespace is ${attribs['xmlns'] ?? 'missing'}, not ${SITEMAP_NS}`);
          if (attribs['xmlns:xhtml'] !== XHTML_NS) errors.push(`xmlns:xhtml is ${attribs['xmlns:xhtml'] ?? 'missing'}, not ${XHTML_NS}`);
        }
        stack.push({ name, selfClosing: xml.slice(parser.startIndex, parser.endIndex + 1).endsWith('/>') });
        if (name === 'url') current = { loc: '', alternates: [] };
        if (name === 'loc') {
          inLoc = true;
          loc = '';
        }
        if (name === 'xhtml:link' && current && attribs['rel'] === 'alternate') {
          current.alternates.push({ hreflang: attribs['hreflang'] ?? '', href: attribs['href'] ?? '' });
        }
      },
      ontext(data) {
        if (inLoc) loc += data;
        else if (stack.length === 0 && data.trim() !== '') errors.push(`text outside the root element: ${data.trim().slice(0, 40)}`);
      },
      onclosetag(name, isImplied) {
        const element = stack.pop();
        // Closed by another element's end tag, or never closed at all (self-closing is fine).
        if (isImplied && !element?.selfClosing) errors.push(`<${name}> is not closed where it should be`);
        if (name === 'loc') {
          inLoc = false;
          if (current) current.loc = loc.trim();
        }
        if (name === 'url' && current) {
          if (current.loc === '') errors.push(`a <url> without <loc> (after ${urls.at(-1)?.loc ?? 'the start'})`);
          else urls.push(current);
          current = null;
        }
      },
      onerror(error) {
        errors.push(error.message);
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(xml);
  parser.end();
  if (!xml.trimStart().startsWith('<?xml')) errors.push('no XML declaration');
  if (roots === 0) errors.push('no root element');
  if (roots > 1) errors.push(`${roots} root elements`);
  return { urls, errors: [...new Set(errors)] };
}
