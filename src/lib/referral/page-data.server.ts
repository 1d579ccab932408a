import type { AstroCookies } from 'astro';
import QRCode from 'qrcode';
import { referralInfo, type ReferralInfo } from '../../contract/calls/referral';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';

/** The referral page's content, read on the server with the visitor's session (as the withdrawal page does). */
export const referralPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<ReferralInfo>> =>
  askWithSession(cookies, language, clientIp, (client) => client.call(referralInfo));

/**
 * The link's QR code as SVG markup, drawn on the server with `qrcode` (decision 0039): no script
 * and no image request. Dark modules on white whatever the theme, with the standard quiet zone,
 * so phone cameras read it in the dark theme too.
 */
export const qrSvg = (link: string): Promise<string> =>
  QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
