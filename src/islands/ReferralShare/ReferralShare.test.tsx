// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralShare from './ReferralShare';
import { REFERRAL_SHARE_KEYS, type ReferralShareStrings } from './strings';

const strings = { ...REFERRAL_SHARE_KEYS } as ReferralShareStrings;
const link = 'https://lucky.example/register?referralCode=LUCKYPAL';
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the referral share buttons', () => {
  it('copies the link and says so; no share button where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    render(<ReferralShare strings={strings} link={link} text="Join me" />);
    expect(screen.queryByRole('button', { name: REFERRAL_SHARE_KEYS.share })).toBeNull();
    await user.click(screen.getByRole('button', { name: REFERRAL_SHARE_KEYS.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(REFERRAL_SHARE_KEYS.copied));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it("opens the device's share sheet with the link and the message where there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    render(<ReferralShare strings={strings} link={link} text="Join me" />);
    await userEvent.click(await screen.findByRole('button', { name: REFERRAL_SHARE_KEYS.share }));
    expect(share).toHaveBeenCalledWith({ url: link, text: 'Join me' });
  });
});
