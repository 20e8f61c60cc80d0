/**
 * The id of the `<script type="application/json">` in which the server writes, into a public
 * page's HTML, the answers a guest's first screen asks for: an object from each API URL (as the
 * web asks for it) to its JSON answer (apps/server/src/modules/news/news.share.ts). The web's
 * `requestEarly` (apps/web/src/shared/api/client.ts) takes them instead of asking. A module of
 * its own: the web's entry holds it, and nothing else of the news.
 */
export const EARLY_ANSWERS_ID = 'koinonia-early-answers';
