/**
 * The cover's width on screen: the wide layout's column from 992 px, the screen below. The cover
 * is the largest thing a profile's first screen paints: asked for first (ADR 0012).
 */
export const COVER_SIZES = '(min-width: 1200px) 1100px, (min-width: 992px) 940px, 100vw';
