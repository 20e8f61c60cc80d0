import type { SearchHit, SearchKind } from '@koinonia/contracts';
import { DEFAULT_EVENT_TIME_ZONE } from '@koinonia/contracts';
import { dayOfMonth, MONTHS, SHORT_MONTHS, WEEKDAY_NAMES } from '@/shared/format/french-names';
import { pad, zonedParts } from '@/shared/format/zoned-time';
import type { TFunction } from '@/shared/i18n/i18n';
import { counted } from '@/shared/i18n/plural';
import { memberProfilePath } from '@/shared/people/profile-paths';
import '@/features/search/search.texts';

/** Where a hit leads: the page of the member, group, page, event, article or help article. */
export function hitPath(hit: Pick<SearchHit, 'kind' | 'id'>): string {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'members':
      return memberProfilePath(hit.id);
    case 'groups':
    case 'pages':
      return `/feed/groups/${id}`;
    case 'events':
      return `/feed/events/${id}`;
    case 'articles':
      return `/blogs/${id}`;
    case 'help':
      return `/help/details?id=${id}`;
  }
}

/** The results page of a question, on a kind's tab or on 'Tout'. */
export function searchPath(text: string, kind?: SearchKind): string {
  const params = new URLSearchParams({ q: text, ...(kind ? { kind } : {}) });
  return `/search?${params.toString()}`;
}

/** 'sam. 5 déc. 2026, 20 h 30', in the event's time zone. */
function eventStart(instant: string, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  // WEEKDAY_NAMES starts on Monday, getUTCDay on Sunday.
  const day = (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7;
  const weekday = WEEKDAY_NAMES[day]?.short ?? '';
  const month = SHORT_MONTHS[parts.month - 1] ?? '';
  return `${weekday} ${dayOfMonth(parts.day)} ${month} ${parts.year}, ${parts.hour} h ${pad(parts.minute)}`;
}

/** '27 novembre 2026', the day in the community's time zone. */
function dayIn(instant: string, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  return `${dayOfMonth(parts.day)} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}`;
}

/**
 * The line under a hit's title: friends in common, a group's size, an event's date and place,
 * an article's date, a help article's category. Empty when there is nothing to say.
 */
export function hitContext(hit: SearchHit, t: TFunction): string {
  switch (hit.kind) {
    case 'members':
      return hit.mutual_count ? counted(hit.mutual_count, 'search.context.mutual', {}, t) : '';
    case 'groups':
      return counted(hit.member_count ?? 0, 'search.context.members', {}, t);
    case 'pages':
      return counted(hit.member_count ?? 0, 'search.context.followers', {}, t);
    case 'events': {
      const when = hit.starts_at
        ? eventStart(hit.starts_at, hit.time_zone ?? DEFAULT_EVENT_TIME_ZONE)
        : '';
      const parts = [hit.cancelled ? t('search.context.cancelled') : '', when, hit.location ?? ''];
      return parts.filter(Boolean).join(' · ');
    }
    case 'articles':
      return hit.published_at
        ? t('search.context.published', { date: dayIn(hit.published_at, DEFAULT_EVENT_TIME_ZONE) })
        : '';
    case 'help':
      return hit.category ?? '';
  }
}
