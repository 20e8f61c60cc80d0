/** Column helpers every module's schema shares. */
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database: lists are ordered by `(created_at, id)`. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
