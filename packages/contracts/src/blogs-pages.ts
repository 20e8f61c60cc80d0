/**
 * What the news pages' first screen shares between the web and the server, without zod (the
 * reader pages import it; docs/performance.md, "The news as a guest"): the width each cover
 * takes on screen, which the web gives its `<img sizes>` and the server its
 * `<link rel="preload" imagesizes>` (the browser then picks the same copy for both), the list's
 * page size (the first page's URL is the one the server answers in the page). Where the server
 * writes those answers: early-answers.ts.
 */

/** The cover's `sizes`: an article's page, the list's large card, a grid card, a related one. */
export const NEWS_COVER_SIZES = {
  article: '(min-width: 992px) 760px, 100vw',
  lead: '(min-width: 992px) 520px, 100vw',
  grid: '(min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw',
  small: '(min-width: 768px) 240px, 100vw',
} as const;

/** Articles per page of the list: the large card and two rows of three on a wide screen. */
export const NEWS_PAGE_SIZE = 7;
