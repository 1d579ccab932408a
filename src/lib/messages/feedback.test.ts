import { describe, expect, it } from 'vitest';
import { base64Of, commentProblem, imageProblem } from './feedback';

const png = (size = 16) => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(size)]);

describe('feedback limits in the browser', () => {
  it('wants a comment of 1 to 140 characters, counted as a reader counts them', () => {
    expect(commentProblem('  ')).toBe('commentRequired');
    expect(commentProblem('x'.repeat(140))).toBeNull();
    expect(commentProblem('😀'.repeat(140))).toBeNull();
    expect(commentProblem('x'.repeat(141))).toBe('commentTooLong');
  });

  it('takes a png or jpg by its bytes up to 5 MB, and refuses a gif whatever its name', async () => {
    expect(await imageProblem(png())).toBeNull();
    expect(await imageProblem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBeNull();
    expect(await imageProblem(new File([new TextEncoder().encode('GIF89a....')], 'cat.png', { type: 'image/png' }))).toBe('imageType');
    expect(await imageProblem(png(5 * 1024 * 1024 - 8))).toBeNull();
    expect(await imageProblem(png(5 * 1024 * 1024 - 7))).toBe('imageTooLarge');
  });

  it('encodes a file as base64', async () => {
    expect(await base64Of(new Blob([new TextEncoder().encode('hello')]))).toBe('aGVsbG8=');
  });
});
