import { describe, expect, it } from 'vitest';
import { sanitizePlatformHtml } from '../html/sanitize.server';
import { PROMOTIONS } from '../../../platform/seed/promotions';
import { demoteHeadings } from './html';

const render = (html: string) => demoteHeadings(sanitizePlatformHtml(html));

describe('promotion content as the detail page renders it', () => {
  const all = PROMOTIONS.flatMap((promotion) => Object.values(promotion.texts).map((text) => render(text.content)));

  it('loses the pasted script and the inline handler the seed carries, and keeps the rest', () => {
    const raw = PROMOTIONS.flatMap((promotion) => Object.values(promotion.texts).map((text) => text.content)).join('');
    expect(raw).toContain('<script>');
    expect(raw).toContain('onclick=');
    const html = all.join('');
    expect(html).not.toMatch(/<script|onclick|evil\.example/i);
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/sports" rel="noopener noreferrer">Go to Sports</a>');
    expect(html).toContain('<a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a>');
  });

  it("puts the editor's headings under the page's own", () => {
    expect(demoteHeadings('<h2>How it works</h2><h3 class="x">Step</h3><h4>Note</h4><p>h2 &lt;h2&gt;</p>')).toBe(
      '<h3>How it works</h3><h4 class="x">Step</h4><h4>Note</h4><p>h2 &lt;h2&gt;</p>',
    );
    expect(all.join('')).not.toMatch(/<h2/);
  });
});
