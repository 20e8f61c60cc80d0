/** The help module's table: each member's answer to 'Cet article vous a-t-il aidé ?'. */
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * One answer per member and article, changeable (the article is a file of the repository,
 * named by its id). Counted per article; a member's own answer is shown back to them.
 */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    articleId: text('article_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('help_feedback_user_id_idx').on(t.userId),
  ],
);
