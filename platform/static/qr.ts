/**
 * A small QR Code encoder (ISO/IEC 18004: byte mode, error correction level M, versions 1–9,
 * up to 180 bytes), after Project Nayuki's reference design. It draws the app-download QR code
 * so the platform serves a scannable image of its own instead of linking to a QR service.
 */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5];
const MAX_VERSION = 9;

/** Modules a version can hold after its function patterns, in bits. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

const dataCodewords = (version: number) => Math.floor(rawDataModules(version) / 8) - (ECC_PER_BLOCK[version] ?? 0) * (BLOCKS[version] ?? 0);

/** GF(2^8) product modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j] ?? 0, root);
      if (j + 1 < degree) divisor[j] = (divisor[j] ?? 0) ^ (divisor[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] = (result[i] ?? 0) ^ gfMultiply(coefficient, factor)));
  }
  return result;
}

/** Data bytes (mode, length, payload, terminator, padding) plus interleaved error correction. */
function codewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataCodewords(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data = Array.from({ length: bits.length / 8 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((a, b) => (a << 1) | b, 0));

  const blockCount = BLOCKS[version] ?? 1;
  const eccLength = ECC_PER_BLOCK[version] ?? 0;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecc = reedSolomon(block, eccLength);
    if (i < shortBlocks) block.push(0);
    blocks.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < (blocks[0]?.length ?? 0); i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The QR symbol for `text` as rows of booleans (true = dark), without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= MAX_VERSION && dataCodewords(version) < bytes.length + 2) version++;
  if (version > MAX_VERSION) throw new RangeError('Text too long for the QR encoder (max 180 bytes)');

  const size = version * 4 + 17;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = (x: number, y: number, dark: boolean) => {
    const row = modules[y];
    const mark = reserved[y];
    if (!row || !mark || x < 0 || x >= size) return;
    row[x] = dark;
    mark[x] = true;
  };

  for (let i = 0; i < size; i++) {
    fixed(6, i, i % 2 === 0);
    fixed(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        fixed(cx + dx, cy + dy, distance !== 2 && distance !== 4);
      }
    }
  }
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
    const positions = [6];
    for (let position = size - 7; positions.length < count; position -= step) positions.splice(1, 0, position);
    for (const y of positions) {
      for (const x of positions) {
        if ((x === 6 && y === 6) || (x === 6 && y === size - 7) || (x === size - 7 && y === 6)) continue;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) fixed(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  const drawFormat = (mask: number) => {
    const data = mask; // level M has format bits 00
    let remainder = data;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) fixed(8, i, bit(i));
    fixed(8, 7, bit(6));
    fixed(8, 8, bit(7));
    fixed(7, 8, bit(8));
    for (let i = 9; i < 15; i++) fixed(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) fixed(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) fixed(8, size - 15 + i, bit(i));
    fixed(8, size - 8, true);
  };
  drawFormat(0);
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      fixed(size - 11 + (i % 3), Math.floor(i / 3), dark);
      fixed(Math.floor(i / 3), size - 11 + (i % 3), dark);
    }
  }

  const data = codewords(bytes, version);
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
        const row = modules[y];
        if (row && !reserved[y]?.[x] && index < data.length * 8) {
          row[x] = (((data[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) === 1;
          index++;
        }
      }
    }
  }

  const masked = (mask: number) => modules.map((row, y) => row.map((dark, x) => (reserved[y]?.[x] ? dark : dark !== (MASKS[mask]?.(x, y) ?? false))));
  let best = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    drawFormat(mask);
    const penalty = penaltyOf(masked(mask));
    if (penalty < bestPenalty) [best, bestPenalty] = [mask, penalty];
  }
  drawFormat(best);
  return masked(best);
}

/** A simplified penalty (runs, 2 × 2 blocks, balance) to choose a readable mask. */
function penaltyOf(matrix: boolean[][]): number {
  const size = matrix.length;
  let penalty = 0;
  let dark = 0;
  const at = (x: number, y: number) => matrix[y]?.[x] ?? false;
  for (let a = 0; a < size; a++) {
    let rowRun = 1;
    let columnRun = 1;
    for (let b = 0; b < size; b++) {
      if (at(b, a)) dark++;
      if (b > 0) {
        rowRun = at(b, a) === at(b - 1, a) ? rowRun + 1 : 1;
        columnRun = at(a, b) === at(a, b - 1) ? columnRun + 1 : 1;
        if (rowRun === 5) penalty += 3;
        else if (rowRun > 5) penalty++;
        if (columnRun === 5) penalty += 3;
        else if (columnRun > 5) penalty++;
      }
      if (a > 0 && b > 0 && at(b, a) === at(b - 1, a) && at(b, a) === at(b, a - 1) && at(b, a) === at(b - 1, a - 1)) penalty += 3;
    }
  }
  return penalty + Math.floor(Math.abs(dark * 20 - size * size * 10) / (size * size)) * 10;
}
