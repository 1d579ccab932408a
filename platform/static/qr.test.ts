import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr';
import { qrSvg } from './svg';
import { decodeQrSvg, qrErrors } from './qr-decode.test-support';

describe('QR encoder', () => {
  it('picks the smallest version and draws the three finder patterns', () => {
    const matrix = qrMatrix('https://www.lucky.example/down'); // 30 bytes: version 3 (29 × 29) at level M
    expect(matrix).toHaveLength(29);
    const finderAt = (left: number, top: number) =>
      [0, 1, 2, 3, 4, 5, 6].every((i) => matrix[top]?.[left + i] && matrix[top + 6]?.[left + i] && matrix[top + i]?.[left] && matrix[top + i]?.[left + 6]) &&
      matrix[top + 3]?.[left + 3] === true &&
      matrix[top + 1]?.[left + 1] === false;
    expect(finderAt(0, 0)).toBe(true);
    expect(finderAt(22, 0)).toBe(true);
    expect(finderAt(0, 22)).toBe(true);
    // Timing pattern between the finders alternates.
    expect([8, 9, 10, 11, 12].map((x) => matrix[6]?.[x])).toEqual([true, false, true, false, true]);
  });

  it('scans to the app download address it was made for', () => {
    const svg = qrSvg(qrMatrix('https://www.lucky.example/down'));
    expect(decodeQrSvg(svg)).toEqual({ text: 'https://www.lucky.example/down', version: 3 });
    // A scanner corrects a few wrong modules; a code we draw needs no correcting.
    expect(qrErrors(svg)).toEqual([]);
  });

  // The longest text each version holds at level M, so every version's layout is read back:
  // one to five error-correction blocks, alignment patterns from version 2, version blocks from 7.
  it.each([
    [1, 14],
    [2, 26],
    [3, 42],
    [4, 62],
    [5, 84],
    [6, 106],
    [7, 122],
    [8, 152],
    [9, 180],
  ])('scans back at version %i (%i bytes)', (version, length) => {
    const prefix = 'https://cdn.lucky.example/app?ref=';
    const text = (prefix + 'Ab9-_.~%2F'.repeat(20)).slice(0, length);
    const svg = qrSvg(qrMatrix(text));
    expect(decodeQrSvg(svg)).toEqual({ text, version });
    expect(qrErrors(svg)).toEqual([]);
  });

  it('notices one wrong module, which a scanner would silently correct', () => {
    const matrix = qrMatrix('https://www.lucky.example/down');
    const corner = matrix.length - 1; // the first data module drawn
    matrix[corner]![corner] = !matrix[corner]![corner];
    const svg = qrSvg(matrix);
    expect(decodeQrSvg(svg)?.text).toBe('https://www.lucky.example/down');
    expect(qrErrors(svg)).toEqual(['block 1 of 1 has errors']);
  });

  it('scans back text outside ASCII as its UTF-8 bytes', () => {
    const text = 'https://www.lucky.example/ดาวน์โหลด?ชื่อ=โชคดี';
    expect(decodeQrSvg(qrSvg(qrMatrix(text)))?.text).toBe(text);
  });

  it('grows with the text and refuses what does not fit version 9', () => {
    expect(qrMatrix('A')).toHaveLength(21);
    expect(qrMatrix('x'.repeat(160))).toHaveLength(53);
    expect(() => qrMatrix('x'.repeat(181))).toThrow(RangeError);
  });

  it('is deterministic and renders as an SVG path with a quiet zone', () => {
    expect(qrMatrix('same text')).toEqual(qrMatrix('same text'));
    const svg = qrSvg(qrMatrix('A'));
    expect(svg).toContain('viewBox="0 0 29 29"');
    expect(svg).toMatch(/<path d="M4 4h1v1h-1z/);
  });
});
