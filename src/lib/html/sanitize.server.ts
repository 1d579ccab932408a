import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the platform (notices, promotions, help centre) goes through this allow-list
 * before it is rendered (docs/architecture.md "Security"): no scripts, styles, frames or event handlers;
 * links only to http(s)/mailto/tel and always `rel="noopener noreferrer"`; images only https.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs['target'] ? { target: '_blank' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs['alt'] ?? '' } }),
    // Headings inside a notice must not outrank the page's own.
    h1: 'h3',
  },
};

export const sanitizePlatformHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
