/**
 * Test support (not shipped): reads a QR code SVG the way a phone camera would, by drawing it
 * as pixels and decoding them with jsQR, so a test asserts what the code scans to rather than
 * how it looks. The rasteriser knows only what qrSvg (./svg.ts) draws, a white square and one
 * path of unit squares, and throws on anything else rather than guess.
 */
import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

/** The SVG's dark modules as a grid, `size` × `size` (quiet zone included). */
export function svgModules(svg: string): boolean[][] {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox || viewBox[1] !== viewBox[2]) throw new Error('not a square QR SVG');
  const size = Number(viewBox[1]);
  if (!svg.includes(`<rect width="${size}" height="${size}" fill="#ffffff"/>`)) throw new Error('no white background');
  const paths = [...svg.matchAll(/<path d="([^"]*)" fill="#000000"\/>/g)];
  if (paths.length !== 1) throw new Error('expected one dark path');
  const d = paths[0]![1]!;
  if (!/^(M\d+ \d+h1v1h-1z)*$/.test(d)) throw new Error('the path is not made of unit squares');
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const row = grid[Number(y)];
    if (!row || Number(x) >= size) throw new Error('a square outside the view box');
    row[Number(x)] = true;
  }
  return grid;
}

/** What a scanner reads from the SVG (its text and QR version), or null when it reads nothing. */
export function decodeQrSvg(svg: string): { text: string; version: number } | null {
  const grid = svgModules(svg);
  const width = grid.length * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const dark = grid[Math.floor(py / PIXELS_PER_MODULE)]![Math.floor(px / PIXELS_PER_MODULE)];
      pixels.fill(dark ? 0 : 255, (py * width + px) * 4, (py * width + px) * 4 + 3);
      pixels[(py * width + px) * 4 + 3] = 255;
    }
  }
  // The code is drawn dark on light; trying the inverted image too could hide a wrong colour.
  const code = jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' });
  return code ? { text: code.data, version: code.version } : null;
}
