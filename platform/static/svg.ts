/**
 * Images the platform draws itself, as SVG text: banners (gradient, title, subtitle, 1200 × 400)
 * and vendor logos. Every piece of text is XML-escaped; colours are checked to be hex.
 */
const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const hex = (color: string, fallback: string): string => (/^#[0-9a-fA-F]{3,8}$/.test(color) ? color : fallback);

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function bannerSvg(banner: { title: string; subtitle: string; colorFrom: string; colorTo: string }): string {
  const from = hex(banner.colorFrom, '#333333');
  const to = hex(banner.colorTo, '#777777');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1040" cy="70" r="220" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="980" cy="380" r="150" fill="#ffffff" fill-opacity="0.06"/>
<text x="80" y="190" font-family="${FONT}" font-size="72" font-weight="800" fill="#ffffff">${escapeXml(banner.title)}</text>
<text x="80" y="260" font-family="${FONT}" font-size="34" fill="#ffffff" fill-opacity="0.9">${escapeXml(banner.subtitle)}</text>
</svg>`;
}

export function vendorLogoSvg(vendor: { displayName: string; color: string }): string {
  const name = vendor.displayName;
  const size = name.length > 12 ? 22 : name.length > 8 ? 28 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(name)}">
<rect x="2" y="2" width="236" height="92" rx="18" fill="${hex(vendor.color, '#444444')}"/>
<text x="120" y="48" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}

/** A QR matrix as SVG: one path of unit squares, with a four-module quiet zone. */
export function qrSvg(matrix: readonly (readonly boolean[])[]): string {
  const size = matrix.length + 8;
  const path = matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : []))).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 6}" height="${size * 6}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="QR code">
<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/>
</svg>`;
}

/** `#rrggbb` (or `#rgb`) darkened towards black by `amount` (0–1). */
function darken(color: string, amount: number): string {
  const full = color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color.slice(0, 7);
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(full.slice(at, at + 2), 16) * (1 - amount)));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Splits a name into at most `maxLines` lines of about `width` characters, by words. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A game thumbnail, 300 × 300: the vendor's colour, the game's name and the vendor's name. */
export function gameThumbnailSvg(game: { name: string; vendorName: string; color: string }): string {
  const base = hex(game.color, '#444444');
  const deep = darken(base.length === 4 || base.length === 7 ? base : '#444444', 0.55);
  const lines = wrapWords(game.name, 13, 3);
  const size = lines.some((line) => line.length > 10) ? 30 : 36;
  const top = 150 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${(top + index * size * 1.15).toFixed(1)}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(`${game.name}, ${game.vendorName}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/>
<circle cx="250" cy="40" r="90" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="40" cy="280" r="70" fill="#ffffff" fill-opacity="0.06"/>
${text}
<rect x="60" y="244" width="180" height="34" rx="17" fill="#000000" fill-opacity="0.28"/>
<text x="150" y="261" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="600" fill="#ffffff">${escapeXml(game.vendorName)}</text>
</svg>`;
}

/**
 * A promotion's picture, 800 × 400: its two colours, a few soft shapes and its badge (a figure
 * such as `100%` or `₱888` that reads the same in every language), so one picture serves every
 * language and the site can show it as decoration beside the promotion's own title.
 */
export function promotionSvg(promotion: { badge: string; colorFrom: string; colorTo: string }): string {
  const from = hex(promotion.colorFrom, '#333333');
  const to = hex(promotion.colorTo, '#777777');
  const badge = promotion.badge.trim();
  const size = badge.length > 6 ? 120 : badge.length > 4 ? 150 : 180;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400" role="img" aria-label="${escapeXml(badge)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#g)"/>
<circle cx="690" cy="60" r="170" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="90" cy="370" r="130" fill="#ffffff" fill-opacity="0.08"/>
<path d="M120 70l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z" fill="#ffffff" fill-opacity="0.35"/>
<path d="M700 300l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3z" fill="#ffffff" fill-opacity="0.3"/>
<text x="400" y="200" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(badge)}</text>
</svg>`;
}
