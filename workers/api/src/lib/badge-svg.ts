/**
 * Shields-style flat badges without the 287 KB badge-maker dependency. Text widths come from Verdana 11px advance
 * widths (in px ×10) for printable ASCII; other characters count as the width of "M" so text never overflows.
 */
const VERDANA_11: Record<string, number> = {};
const widths: Array<[string, number]> = [
  [' ', 38.7],
  ['!', 43.3],
  ['"', 50.5],
  ['#', 90.0],
  ['$', 69.8],
  ['%', 118.4],
  ['&', 79.8],
  ["'", 29.5],
  ['(', 49.9],
  [')', 49.9],
  ['*', 69.8],
  ['+', 90.0],
  [',', 40.1],
  ['-', 49.9],
  ['.', 40.1],
  ['/', 49.9],
  ['0', 69.8],
  ['1', 69.8],
  ['2', 69.8],
  ['3', 69.8],
  ['4', 69.8],
  ['5', 69.8],
  ['6', 69.8],
  ['7', 69.8],
  ['8', 69.8],
  ['9', 69.8],
  [':', 50.5],
  [';', 50.5],
  ['<', 90.0],
  ['=', 90.0],
  ['>', 90.0],
  ['?', 60.0],
  ['@', 109.9],
  ['A', 75.2],
  ['B', 75.5],
  ['C', 76.7],
  ['D', 84.9],
  ['E', 69.6],
  ['F', 63.2],
  ['G', 85.2],
  ['H', 82.9],
  ['I', 46.1],
  ['J', 50.5],
  ['K', 76.2],
  ['L', 61.3],
  ['M', 92.8],
  ['N', 82.0],
  ['O', 86.8],
  ['P', 66.3],
  ['Q', 86.8],
  ['R', 76.7],
  ['S', 75.2],
  ['T', 67.9],
  ['U', 81.0],
  ['V', 75.2],
  ['W', 109.2],
  ['X', 75.5],
  ['Y', 67.6],
  ['Z', 75.5],
  ['[', 49.9],
  ['\\', 49.9],
  [']', 49.9],
  ['^', 90.0],
  ['_', 69.8],
  ['`', 69.8],
  ['a', 66.1],
  ['b', 68.5],
  ['c', 57.1],
  ['d', 68.5],
  ['e', 65.5],
  ['f', 38.7],
  ['g', 68.5],
  ['h', 69.6],
  ['i', 30.1],
  ['j', 37.8],
  ['k', 65.1],
  ['l', 30.1],
  ['m', 106.3],
  ['n', 69.6],
  ['o', 66.8],
  ['p', 68.5],
  ['q', 68.5],
  ['r', 46.9],
  ['s', 57.1],
  ['t', 43.3],
  ['u', 69.6],
  ['v', 65.1],
  ['w', 89.9],
  ['x', 65.1],
  ['y', 65.1],
  ['z', 58.2],
  ['{', 69.8],
  ['|', 49.9],
  ['}', 69.8],
  ['~', 90.0],
];
for (const [ch, w] of widths) VERDANA_11[ch] = w;

export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += VERDANA_11[ch] ?? 92.8;
  return Math.round(width / 10);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

export const BADGE_COLORS = {
  green: '#4c1',
  red: '#e05d44',
  orange: '#fe7d37',
  yellow: '#dfb317',
  blue: '#007ec6',
  grey: '#9f9f9f',
  purple: '#8a4fff',
} as const;

/** A small checkmark-in-shield mark, inlined so badges render offline. */
const LOGO = '<path fill="#fff" d="M7 3l4 1.5v3.2c0 2.6-1.7 4.6-4 5.3-2.3-.7-4-2.7-4-5.3V4.5zm-1 7.2l3.6-3.7-.8-.8L6 8.6 4.9 7.5l-.8.8z"/>';

export function renderBadge(input: { label: string; message: string; color: string; logo?: boolean }): string {
  const label = input.label.slice(0, 64);
  const message = input.message.slice(0, 64);
  const logoWidth = input.logo ? 14 : 0;
  const labelWidth = textWidth(label) + 10 + logoWidth;
  const messageWidth = textWidth(message) + 10;
  const total = labelWidth + messageWidth;
  const l = escapeXml(label);
  const m = escapeXml(message);
  const color = escapeXml(input.color);
  const labelX = (logoWidth + labelWidth) * 5;
  const messageX = (labelWidth + messageWidth / 2) * 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${l}: ${m}"><title>${l}: ${m}</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="${total}" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="${labelWidth}" height="20" fill="#555"/><rect x="${labelWidth}" width="${messageWidth}" height="20" fill="${color}"/><rect width="${total}" height="20" fill="url(#s)"/></g>${input.logo ? `<g transform="translate(4 3)">${LOGO}</g>` : ''}<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110"><text aria-hidden="true" x="${labelX}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${(labelWidth - 10 - logoWidth) * 10}">${l}</text><text x="${labelX}" y="140" transform="scale(.1)" fill="#fff" textLength="${(labelWidth - 10 - logoWidth) * 10}">${l}</text><text aria-hidden="true" x="${messageX}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${(messageWidth - 10) * 10}">${m}</text><text x="${messageX}" y="140" transform="scale(.1)" fill="#fff" textLength="${(messageWidth - 10) * 10}">${m}</text></g></svg>`;
}
