/**
 * A date the API reads (a query's `from`, an event's `starts_at`): ISO 8601 only, a day
 * (`2027-12-11`, midnight UTC) or a date-time with its offset (`2027-12-11T19:30:00Z`,
 * `2027-12-11T20:30:00.000+01:00`), in the years 1900 to 2200. `Date.parse` takes far more
 * ('0', '-1', '99999', '2024-02-30') and makes of some of them instants that PostgreSQL refuses
 * (a 500 before). The value leaves the schema as the instant's `toISOString()`, the one form that
 * reaches SQL.
 */
import { lineText } from './text.ts';

export const QUERY_DATE_MIN_YEAR = 1900;
export const QUERY_DATE_MAX_YEAR = 2200;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2})))?$/;

/** Whether the text is a day or a date-time with offset that exists (no 30 February, no 25:00). */
function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0', , offH = '0', offM = '0'] =
    match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return (
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= days &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offH) <= 23 &&
    Number(offM) <= 59
  );
}

/** Whether the instant falls in the years the API accepts (UTC). */
function inYears(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= QUERY_DATE_MIN_YEAR && year <= QUERY_DATE_MAX_YEAR;
}

/**
 * The schema of a date input, `field` naming it in its French errors ('Le début'). Its output is
 * the instant as `toISOString()`.
 */
export const queryDate = (field: string) =>
  lineText({ error: `${field} est obligatoire.` })
    .refine(isIsoDate, {
      error: `${field} n'est pas une date valide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).`,
      abort: true,
    })
    .refine(inYears, {
      error: `${field} doit tomber entre ${QUERY_DATE_MIN_YEAR} et ${QUERY_DATE_MAX_YEAR}.`,
      abort: true,
    })
    .transform((value) => new Date(value).toISOString());
