import type { ModerationCase } from '@koinonia/contracts';

/** What the queue shows of a case's context: a few lines, and where the item lives. */
export interface CaseContext {
  /** Key of one of the context texts (moderation.fr.json) and its values. */
  lines: { key: string; values: Record<string, string> }[];
  /** The page the item is on (for a moderator who wants to see it in place). */
  link: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const path = (prefix: string, id: unknown) =>
  text(id) ? `${prefix}${encodeURIComponent(String(id))}` : null;

/**
 * Reads the context each target gives (the owners' `*.moderation.ts` on the server,
 * docs/adr/0021-moderation.md) into lines a moderator reads; ids are not shown.
 */
export function caseContext(item: Pick<ModerationCase, 'target_type' | 'context'>): CaseContext {
  const c = item.context;
  const lines: CaseContext['lines'] = [];
  const line = (key: string, values: Record<string, string> = {}) => lines.push({ key, values });
  switch (item.target_type) {
    case 'publication': {
      const photos = Array.isArray(c.photos) ? c.photos.length : 0;
      if (photos > 0) line('photos', { count: String(photos) });
      return { lines, link: path('/feed/publica-details/', c.publication_id) };
    }
    case 'comment': {
      const on = text(c.publication_excerpt);
      if (on) line('onPublication', { text: on });
      if (text(c.reply_to)) line('reply');
      if (text(c.image)) line('image');
      return { lines, link: path('/feed/publica-details/', c.publication_id) };
    }
    case 'member':
      return { lines, link: path('/feed/people-profile/', c.member_id) };
    case 'message':
      if (text(c.image)) line('image');
      return { lines, link: null };
    case 'album_item': {
      const title = text(c.album_title);
      if (title) line('album', { text: title });
      return { lines, link: path('/feed/albums/', c.album_id) };
    }
    case 'article_comment': {
      const title = text(c.article_title);
      if (title) line('article', { text: title });
      if (text(c.reply_to)) line('reply');
      return { lines, link: path('/blogs/', c.article_id) };
    }
    case 'event': {
      const title = text(c.title);
      if (title) line('event', { text: title });
      return { lines, link: path('/feed/events/', c.event_id) };
    }
    case 'group': {
      const name = text(c.name);
      if (name) line('group', { text: name });
      return { lines, link: path('/feed/groups/', c.group_id) };
    }
    case 'prayer':
      if (c.anonymous === true) line('anonymousPrayer');
      return { lines, link: path('/priere?intention=', c.intention_id) };
  }
}
