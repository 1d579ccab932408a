import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from './font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = readonly [number, number, number];

/** A random four-digit answer (uniform, from the OS generator). */
export const randomAnswer = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * Draws `answer` as a PNG: each digit scaled from the bitmap font with its own colour, a small
 * random offset and shear, over a pale background with noise lines and dots. It stops casual
 * scripts, not a determined OCR; the rate limits behind it are what bound guessing.
 */
export function renderCaptcha(answer: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const shade = (from: number, to: number): Rgb => [randomInt(from, to), randomInt(from, to), randomInt(from, to)];

  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) set(x, y, [238 - (y >> 2), 242 - (x >> 4), 248]);
  }
  for (let line = 0; line < 4; line++) drawLine(set, shade(120, 200));

  const scale = 4;
  const step = CAPTCHA_WIDTH / answer.length;
  [...answer].forEach((digit, index) => {
    const color = shade(20, 110);
    const left = Math.round(index * step + (step - GLYPH_WIDTH * scale) / 2) + randomInt(-3, 4);
    const top = Math.round((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2) + randomInt(-4, 5);
    const shear = randomInt(-2, 3) / 10;
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (!inked(digit, gx, gy)) continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const row = gy * scale + dy;
            set(left + gx * scale + dx + Math.round((GLYPH_HEIGHT * scale - row) * shear), top + row, color);
          }
        }
      }
    }
  });

  for (let line = 0; line < 3; line++) drawLine(set, shade(60, 160));
  for (let dot = 0; dot < 160; dot++) set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), shade(40, 220));
  return PNG.sync.write(png);
}

/** A random straight line across the image (simple DDA). */
function drawLine(set: (x: number, y: number, color: Rgb) => void, color: Rgb): void {
  const x0 = randomInt(0, 20);
  const x1 = randomInt(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH);
  const y0 = randomInt(0, CAPTCHA_HEIGHT);
  const y1 = randomInt(0, CAPTCHA_HEIGHT);
  const steps = x1 - x0;
  for (let s = 0; s <= steps; s++) set(x0 + s, Math.round(y0 + ((y1 - y0) * s) / steps), color);
}
