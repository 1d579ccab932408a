import sharp from 'sharp';
import { expect } from 'vitest';

/** Checks that a platform image answer is a WebP of the given size, as a browser would read it. */
export async function expectWebp(response: Response, size: { width: number; height: number }): Promise<void> {
  expect(response.headers.get('Content-Type')).toBe('image/webp');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const { width, height, format } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'webp', ...size });
}
