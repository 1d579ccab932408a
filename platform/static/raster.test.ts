import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterCacheSize, webpOf } from './raster';
import { vendorLogoSvg } from './svg';

describe('webpOf', () => {
  it('draws the SVG as a WebP of its own size, once per key', async () => {
    const svg = vendorLogoSvg({ displayName: 'Raster Test', color: '#225588' });
    const before = rasterCacheSize().entries;
    const [first, second] = await Promise.all([webpOf('raster-test-1', svg), webpOf('raster-test-1', svg)]);
    expect(second).toBe(first);
    expect(await webpOf('raster-test-1', svg)).toBe(first);
    expect(rasterCacheSize().entries).toBe(before + 1);
    const { format, width, height } = await sharp(first).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 240, height: 96 });
  });

  it('paints the picture: the logo colour is in the middle of the left edge', async () => {
    const webp = await webpOf('raster-test-2', vendorLogoSvg({ displayName: 'X', color: '#225588' }));
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const at = (48 * info.width + 10) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    expect(Math.abs(r - 0x22) + Math.abs(g - 0x55) + Math.abs(b - 0x88)).toBeLessThan(24);
  });
});
