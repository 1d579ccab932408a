// @ts-check
/**
 * Makes the brand pictures that link previews and structured data point to, from SVG drawn
 * here with the design tokens' colours (src/styles/global.css) and the favicon's star:
 *
 *   public/og-image.png  1200×630: Open Graph and Twitter card image of every page
 *   public/logo.png       512×512: Organization logo in the home pages' JSON-LD
 *
 *   npm run brand-images
 *
 * Chromium (the one the tests use, see find-chromium.mjs) turns the SVG into pixels, so text
 * is set by a real font engine (flat colours only: a gradient's dithering would make the file
 * ten times larger); pngjs then rewrites the PNG without an alpha channel and at
 * the highest compression, which roughly halves the file. The outputs are committed: the
 * build never runs this.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pngjs from 'pngjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { ROOT } from './server-control.mjs';

const { PNG } = pngjs;

const RED = '#b3261e';
const NAVY = '#1d1f2b';
const FONT = "'DejaVu Sans', 'Noto Sans', Arial, Helvetica, sans-serif";
/** The favicon's star (public/favicon.svg), drawn in a 32×32 box. */
const STAR = 'M16 5l3.2 7.1 7.8.8-5.9 5.2 1.7 7.6L16 21.8 9.2 25.7l1.7-7.6L5 12.9l7.8-.8z';

/** A red rounded square with the white star, `size` pixels wide, at (x, y). */
const mark = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ size) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect width="32" height="32" rx="8" fill="${RED}"/>
    <path d="${STAR}" fill="#fff"/>
  </g>`;

const ogImage = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect y="598" width="1200" height="32" fill="${RED}"/>
  ${mark(520, 70, 160)}
  <text x="600" y="350" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="104" fill="#fff">Lucky Star</text>
  <text x="600" y="440" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#ffd9d5">Slots · Live casino · Sports · Lottery</text>
  <text x="600" y="530" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#c9cdd6">18+ · Licensed · Play responsibly</text>
</svg>`;

const logo = `
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#fff"/>
  ${mark(0, 0, 512)}
</svg>`;

/**
 * Renders an SVG at its own size and writes it as an RGB PNG.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} svg
 * @param {number} width
 * @param {number} height
 * @param {string} file
 */
async function render(browser, svg, width, height, file) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height }, type: 'png' });
  await page.close();
  const decoded = PNG.sync.read(shot);
  const out = PNG.sync.write(decoded, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
  writeFileSync(join(ROOT, 'public', file), out);
  console.log(`public/${file}: ${width}×${height}, ${(out.length / 1024).toFixed(1)} KB`);
}

const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  await render(browser, ogImage, 1200, 630, 'og-image.png');
  await render(browser, logo, 512, 512, 'logo.png');
} finally {
  await browser.close();
}
