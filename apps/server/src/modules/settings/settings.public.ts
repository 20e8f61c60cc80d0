/**
 * What other modules may read of the user_settings table, in their own statements: a member's
 * choice honoured in one statement (member search leaves out who is not searchable, birthdays
 * who hide theirs). A member with no row, or without the key, reads its default from
 * DEFAULT_SETTINGS. The one file of the settings module that another module's SQL imports
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { DEFAULT_SETTINGS } from '@koinonia/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A path into the settings object that ends on a string or a boolean. */
export type SettingPath =
  | readonly ['privacy', 'details', keyof typeof DEFAULT_SETTINGS.privacy.details]
  | readonly ['privacy', 'invitations' | 'searchable' | 'friends_list_visible' | 'show_online']
  | readonly ['messaging', keyof typeof DEFAULT_SETTINGS.messaging];

function defaultAt(path: SettingPath): string {
  let value: unknown = DEFAULT_SETTINGS;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return String(value);
}

export const settingSql = {
  /** The setting at `path` of the member whose id is `member` (an SQL expression), as text. */
  text(member: SQL, path: SettingPath): SQL<string> {
    return sql<string>`coalesce((select st.settings #>> ${`{${path.join(',')}}`}::text[]
      from user_settings st where st.user_id = ${member}), ${defaultAt(path)})`;
  },

  /** true when the boolean setting at `path` of `member` is on. */
  isOn(member: SQL, path: SettingPath): SQL<boolean> {
    return sql<boolean>`(${settingSql.text(member, path)} = 'true')`;
  },
};
