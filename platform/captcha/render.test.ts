import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from './font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomAnswer, renderCaptcha } from './render';

describe('captcha image', () => {
  it('is a real 120 × 40 PNG', () => {
    const bytes = renderCaptcha('2026');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    // Enough dark pixels for four digits over the pale background.
    let dark = 0;
    for (let i = 0; i < image.data.length; i += 4) if ((image.data[i] ?? 255) + (image.data[i + 1] ?? 255) + (image.data[i + 2] ?? 255) < 330) dark++;
    expect(dark).toBeGreaterThan(300);
  });

  it('differs between two draws of the same answer (noise and jitter)', () => {
    expect(renderCaptcha('1234').equals(renderCaptcha('1234'))).toBe(false);
  });

  it('has a glyph for every digit and draws four-digit answers', () => {
    for (const digit of '0123456789') {
      let ink = 0;
      for (let y = 0; y < GLYPH_HEIGHT; y++) for (let x = 0; x < GLYPH_WIDTH; x++) if (inked(digit, x, y)) ink++;
      expect(ink, digit).toBeGreaterThan(8);
    }
    for (let i = 0; i < 20; i++) expect(randomAnswer()).toMatch(/^\d{4}$/);
  });
});
