/** Column helpers every module's schema shares. */
import { type SQL, sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database: lists are ordered by `(created_at, id)`. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text words of a row (docs/adr/0022-search.md): each part weighed (A the name or
 * title, then B, C), its synonyms spelled out by `koinonia_search_text` and stemmed by the
 * `koinonia_french` configuration (accents folded, then French stems), computed on write.
 */
export const searchVector = (parts: readonly [SQL, 'A' | 'B' | 'C'][]) =>
  tsvector('search_vector').generatedAlwaysAs(
    sql.join(
      parts.map(
        ([part, weight]) =>
          sql`setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(${part})), ${sql.raw(`'${weight}'`)})`,
      ),
      sql` || `,
    ),
  );
