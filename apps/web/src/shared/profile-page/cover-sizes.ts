/**
 * The cover's width on screen: the wide layout's column from 992 px, the screen below. The cover
 * is the largest thing a profile's first screen paints: asked for first (ADR 0012).
 */
export const COVER_SIZES = '(min-width: 1200px) 1100px, (min-width: 992px) 940px, 100vw';

/**
 * The cover's crop frame, width over height. The banner is 200 px high on a wide screen (about
 * 5:1 at 1100 px) and 140 px on a phone (about 2.8:1 at 390 px) and fills itself by
 * `object-fit: cover`: 4:1 sits between, so either screen trims little of what was framed.
 */
export const COVER_ASPECT = 4;
