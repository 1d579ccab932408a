/**
 * The member avatars (`/wps/member/info/icon`, docs/platform-api.md "Member centre"): one picture
 * per VIP rank, drawn here so nothing is hot-linked, served at `/lgw/static/avatars/<rank>.svg`
 * (rank 0: no level). Decoration beside the account name: the page names the level in text.
 */
const COLOURS: readonly string[] = ['#5b6770', '#8c5a2b', '#6b7785', '#9a7400', '#3d6f8a', '#2f6fa8', '#a3213b', '#1d7a4f', '#6d3ea8'];

export const MAX_AVATAR_RANK = COLOURS.length - 1;

/** The avatar path of a member with this rank (null or out of range: the plain one). */
export const avatarPath = (rank: number | null): string => `/lgw/static/avatars/${rank !== null && rank >= 0 && rank <= MAX_AVATAR_RANK ? rank : 0}.svg`;

export function avatarSvg(rank: number): string {
  const colour = COLOURS[rank] ?? COLOURS[0];
  const stars = Array.from({ length: Math.min(rank, 8) }, (_, index) => {
    const x = 64 - (Math.min(rank, 8) - 1) * 7 + index * 14;
    return `<circle cx="${x}" cy="112" r="4" fill="#ffffff"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" aria-hidden="true">
<rect width="128" height="128" rx="64" fill="${colour}"/>
<circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.92"/>
<path d="M24 104c6-22 22-32 40-32s34 10 40 32z" fill="#ffffff" fill-opacity="0.92"/>
${stars}
</svg>`;
}
