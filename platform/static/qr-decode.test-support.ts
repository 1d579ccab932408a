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

/*
 * jsQR corrects errors, as a phone does, so a code with a few wrong modules still scans. The
 * reader below checks that nothing needed correcting: the format information is a valid BCH
 * code word, and every Reed–Solomon block's syndromes are zero. Its tables are ISO/IEC 18004's
 * (level M), written out here rather than taken from the encoder under test.
 */
const ALIGNMENT = [[], [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46]];
const M_ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22];
const M_BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5];
const MASK_RULES: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

const EXP = new Array<number>(512).fill(0);
const LOG = new Array<number>(256).fill(0);
for (let i = 0, value = 1; i < 255; i++, value = (value << 1) ^ (value & 0x80 ? 0x11d : 0)) {
  EXP[i] = value;
  LOG[value] = i;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
const gfTimes = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

/** What a scanner would have had to correct in the symbol (quiet zone included); empty when nothing. */
export function qrErrors(svg: string): string[] {
  const withQuietZone = svgModules(svg);
  const grid = withQuietZone.slice(4, -4).map((row) => row.slice(4, -4));
  const n = grid.length;
  const version = (n - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 9) return [`a ${n} × ${n} symbol is no version 1–9`];
  const dark = (x: number, y: number) => grid[y]![x]!;

  const problems: string[] = [];
  const formatBits = (copy: [number, number][]) => copy.reduce((bits, [x, y], i) => bits | (Number(dark(x, y)) << i), 0);
  const first: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5].map((i): [number, number] => [8, i]),
    [8, 7],
    [8, 8],
    [7, 8],
    ...[9, 10, 11, 12, 13, 14].map((i): [number, number] => [14 - i, 8]),
  ];
  const second: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i): [number, number] => [n - 1 - i, 8]),
    ...[8, 9, 10, 11, 12, 13, 14].map((i): [number, number] => [8, n - 15 + i]),
  ];
  const format = formatBits(first) ^ 0x5412;
  if (formatBits(second) !== formatBits(first)) problems.push('the two copies of the format information differ');
  const data = format >>> 10;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  if (((data << 10) | (remainder & 0x3ff)) !== format) problems.push('the format information is no BCH code word');
  if (data >>> 3 !== 0) problems.push(`error correction level bits ${data >>> 3}, not M`);
  const mask = MASK_RULES[data & 7]!;
  if (!dark(8, n - 8)) problems.push('the dark module is light');

  const reserved = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  const reserve = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < n && y < n) reserved[y]![x] = true;
  };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if ((x < 9 && y < 9) || (x >= n - 8 && y < 9) || (x < 9 && y >= n - 8) || x === 6 || y === 6) reserve(x, y);
      if (version >= 7 && ((x >= n - 11 && x < n - 8 && y < 6) || (y >= n - 11 && y < n - 8 && x < 6))) reserve(x, y);
    }
  }
  const centres = ALIGNMENT[version]!;
  for (const cy of centres) {
    for (const cx of centres) {
      if ((cx === 6 && cy === 6) || (cx === 6 && cy === n - 7) || (cx === n - 7 && cy === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) reserve(cx + dx, cy + dy);
    }
  }

  const bits: number[] = [];
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < n; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? n - 1 - vert : vert;
        if (!reserved[y]![x]) bits.push(Number(dark(x, y) !== mask(x, y)));
      }
    }
  }
  const total = Math.floor(bits.length / 8);
  const codewords = Array.from({ length: total }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  const blockCount = M_BLOCKS[version]!;
  const ecc = M_ECC_PER_BLOCK[version]!;
  const shortLength = Math.floor(total / blockCount);
  const shortBlocks = blockCount - (total % blockCount);
  const blocks = Array.from({ length: blockCount }, () => [] as number[]);
  let at = 0;
  for (let column = 0; column < shortLength - ecc + 1; column++) {
    for (let b = 0; b < blockCount; b++) if (column < shortLength - ecc || b >= shortBlocks) blocks[b]!.push(codewords[at++]!);
  }
  for (let column = 0; column < ecc; column++) for (let b = 0; b < blockCount; b++) blocks[b]!.push(codewords[at++]!);

  blocks.forEach((block, index) => {
    // A code word of the Reed–Solomon code is zero at α^0 … α^(ecc−1).
    for (let j = 0; j < ecc; j++) {
      const syndrome = block.reduce((sum, byte) => gfTimes(sum, EXP[j]!) ^ byte, 0);
      if (syndrome !== 0) {
        problems.push(`block ${index + 1} of ${blockCount} has errors`);
        break;
      }
    }
  });
  return problems;
}
