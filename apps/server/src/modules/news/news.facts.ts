/**
 * What the news module announces, recorded with the write that causes it and delivered after
 * commit (platform/outbox.ts). The moderation module hears of edited hidden comments; nobody
 * listens to publications yet: a later notification (or the community's mail) may.
 */
export interface NewsFacts {
  /**
   * An article became public: published by an editor, or by the per-minute job at its
   * scheduled time. Recorded once per publication (again only after an unpublish).
   */
  'news.article-published': { articleId: string; authorId: string | null };
  /**
   * The author edited an article comment that moderation hid: the moderation module puts it
   * back in the queue (docs/adr/0021-moderation.md).
   */
  'news.hidden_edited': { type: 'article_comment'; id: string };
}
