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
