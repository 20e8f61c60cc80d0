import { blogsUrl } from '@/shared/api/endpoints';

/** The news list: /blogs, with its filter in the address (?categorie=, ?q=, ?etat=). */
export const BLOGS_PATH = '/blogs';

/** An article's page: /blogs/{blogId}. */
export const articlePath = (id: string) => `/blogs/${encodeURIComponent(id)}`;

/** The editor: /blogs/new, or /blogs/{blogId}/edit. */
export const editorPath = (id?: string) => (id ? `${articlePath(id)}/edit` : '/blogs/new');

/** The parish sheet: this week's (/feuille), or the week holding a day (/feuille/{date}). */
export const sheetPath = (date?: string) => (date ? `/feuille/${date}` : '/feuille');

/** The RSS 2.0 feed of the published articles (the server's `NEWS_RSS_PATH`). */
export const RSS_URL = `${blogsUrl}/rss.xml`;
