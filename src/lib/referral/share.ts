/**
 * The invitation link and the share links of the referral page (issue 15 item 2; docs/product.md
 * §2 referral, §2 "Query parameter referralCode is read and stored"). Pure: the page builds them on
 * the server, so sharing works as plain links without a script (docs/decisions/0039-missions-and-referral.md).
 */
export const SHARE_TARGETS = ['facebook', 'telegram', 'whatsapp', 'line'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The registration page of the visitor's language, carrying the code as `referralCode` (src/lib/account/register/referral.ts reads it). */
export function referralLink(origin: string, registerPath: string, code: string): string {
  const url = new URL(registerPath, origin);
  url.searchParams.set('referralCode', code);
  return url.toString();
}

/** Each network's own share address for a link and a message (their documented web share URLs). */
export function shareLinks(link: string, text: string): Record<ShareTarget, string> {
  const encodedLink = encodeURIComponent(link);
  const encodedText = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`,
    telegram: `https://t.me/share/url?url=${encodedLink}&text=${encodedText}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encodedLink}`,
  };
}
