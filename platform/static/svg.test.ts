import { describe, expect, it } from 'vitest';
import { bannerSvg, gameThumbnailSvg, promotionSvg, vendorLogoSvg } from './svg';

describe('the art drawn as SVG before it is rasterised', () => {
  it('draws a banner at 1200 × 400 with its gradient, title and subtitle', () => {
    const svg = bannerSvg({ title: 'Welcome', subtitle: 'Up to ₱5,000', colorFrom: '#112233', colorTo: '#445566' });
    expect(svg).toContain('width="1200" height="400"');
    expect(svg).toContain('<stop offset="0" stop-color="#112233"/>');
    expect(svg).toContain('>Welcome</text>');
    expect(svg).toContain('>Up to ₱5,000</text>');
  });

  it("draws a thumbnail with the game's and the vendor's names, escaped", () => {
    const svg = gameThumbnailSvg({ name: "Dragon's Gold <Deluxe>", vendorName: 'Evolution', color: '#aa3300' });
    expect(svg).toContain('width="300" height="300"');
    expect(svg).toContain('Dragon&apos;s Gold');
    expect(svg).toContain('&lt;Deluxe&gt;');
    expect(svg).toContain('>Evolution</text>');
    expect(svg).not.toContain('<Deluxe>');
  });

  it('falls back to a grey when a colour is not hex, so nothing else reaches an attribute', () => {
    expect(vendorLogoSvg({ displayName: 'PG', color: 'red" onload="x' })).toContain('fill="#444444"');
    expect(promotionSvg({ badge: '100%', colorFrom: 'url(x)', colorTo: '#123' })).toContain('stop-color="#333333"');
  });
});
