import { describe, expect, it } from 'vitest';
import { captureReferral } from '../account/register/referral';
import { referralLink, shareLinks } from './share';

describe('referral links', () => {
  it('links to the registration page of the language with the code the register flow reads', () => {
    const link = referralLink('https://lucky.example', '/en/register', 'LUCKYPAL');
    expect(link).toBe('https://lucky.example/en/register?referralCode=LUCKYPAL');
    expect(captureReferral(new URL(link).search, null).referralCode).toBe('LUCKYPAL');
  });

  it('shares through each network with the link encoded', () => {
    const links = shareLinks('https://lucky.example/register?referralCode=AB', 'Join me & play');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flucky.example%2Fregister%3FreferralCode%3DAB');
    expect(links.telegram).toContain('&text=Join%20me%20%26%20play');
    expect(links.whatsapp).toBe('https://wa.me/?text=Join%20me%20%26%20play%20https%3A%2F%2Flucky.example%2Fregister%3FreferralCode%3DAB');
    expect(links.line).toBe('https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Flucky.example%2Fregister%3FreferralCode%3DAB');
  });
});
