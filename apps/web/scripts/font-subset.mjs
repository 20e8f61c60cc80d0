// The characters and weights of the French subset of Inter (ADR 0010), shared by the
// generator (generate-font.mjs) and its test. A character outside it is drawn by fontsource's
// own faces, downloaded only by a page that shows one.

/** Basic Latin, Latin-1, the French ligatures and capitals, and the typography of French texts. */
export const FRENCH_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153], // Œ œ
  [0x178, 0x178], // Ÿ
  [0x2009, 0x2011], // thin, hair, narrow spaces, non-breaking hyphen
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (before ; : ! ? and in numbers)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The weights the app draws: 400 (text), 500, 600 and 700 (titles, buttons, names). */
export const WEIGHTS = { min: 400, max: 700 };

export const FONT_FILE = 'src/styles/fonts/inter-french-wght.woff2';

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');

/** The CSS unicode-range of the subset (src/styles/fonts.css holds a copy; the test compares). */
export const UNICODE_RANGE = FRENCH_RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');

export function frenchCharacters() {
  let text = '';
  for (const [from, to] of FRENCH_RANGES)
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

export function inFrenchSubset(character) {
  const code = character.codePointAt(0);
  return FRENCH_RANGES.some(([from, to]) => code >= from && code <= to);
}
