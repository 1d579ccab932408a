import { describe, expect, it } from 'vitest';
import type { Lane, Vendor } from '../../contract/calls/games';
import { footerVendorSlides } from './footer';

const vendor = (code: string, logo: string | null = `/logos/${code}.svg`): Vendor => ({
  accountTypeId: 1,
  vassalage: code,
  displayName: code,
  gameType: 'X',
  isHot: 0,
  logo,
});
const lane = (gameType: string, codes: Vendor[]): Lane => ({ title: gameType, gameType, cards: codes, gameClassify: [] });

describe('footerVendorSlides', () => {
  it('takes ten distinct vendors with logos, categories taking turns, linking to their first category', () => {
    const lanes = [
      lane(
        'RNG',
        ['A', 'B', 'C', 'D', 'E', 'F'].map((code) => vendor(code)),
      ),
      lane('FISH', [vendor('A'), vendor('G'), vendor('NOLOGO', null)]),
      lane(
        'LIVE',
        ['H', 'I', 'J', 'K', 'L'].map((code) => vendor(code)),
      ),
    ];
    const slides = footerVendorSlides(lanes);
    expect(slides.map((slide) => slide.code)).toEqual(['A', 'H', 'B', 'G', 'I', 'C', 'J', 'D', 'K', 'E']);
    expect(slides[0]).toEqual({ code: 'A', name: 'A', logo: '/logos/A.svg', path: '/rng?page=A' });
    expect(slides[3]!.path).toBe('/fish?page=G');
  });

  it('gives what there is when fewer vendors exist', () => {
    expect(footerVendorSlides([lane('RNG', [vendor('A')]), lane('ESPORTS', [])])).toHaveLength(1);
  });
});
