import type {
  CalendarFeed,
  Event,
  EventCategory,
  EventPage,
  EventParticipantPage,
  EventStanding,
  EventTab,
} from '@koinonia/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { eventsUrl } from '@/shared/api/endpoints';

/** Events per page of a list. */
export const EVENT_PAGE_SIZE = 12;
/** The agenda asks for a whole month at once (the API's largest page). */
export const AGENDA_PAGE_SIZE = 100;

/** What a list of events shows: a tab, a category, a member's events, or a span of days. */
export interface EventListFilter {
  /** The agenda gives none: every event of its days, past ones included. */
  tab?: EventTab;
  category?: EventCategory;
  /** A member's events (the profile tabs): organised or going. */
  member?: string;
  /** The agenda's days: events that overlap [from, to), ISO dates. */
  from?: string;
  to?: string;
  limit?: number;
}

/** Query keys of the events feature: one root. */
export const eventsKeys = {
  root: ['events'] as const,
  lists: () => [...eventsKeys.root, 'list'] as const,
  list: (filter: EventListFilter) => [...eventsKeys.lists(), filter] as const,
  detail: (id: string) => [...eventsKeys.root, 'event', id] as const,
  participants: (id: string) => [...eventsKeys.detail(id), 'participants'] as const,
  participantList: (id: string, answer: EventStanding) =>
    [...eventsKeys.participants(id), answer] as const,
  calendar: () => [...eventsKeys.root, 'calendar'] as const,
};

/** The URL of one event; its answers, participants and files hang under it. */
export const eventUrl = (id: string) => `${eventsUrl}/${encodeURIComponent(id)}/`;

export function eventListUrl(filter: EventListFilter, cursor = ''): string {
  const params = new URLSearchParams();
  if (filter.tab) params.set('tab', filter.tab);
  params.set('limit', String(filter.limit ?? EVENT_PAGE_SIZE));
  if (filter.category) params.set('category', filter.category);
  if (filter.member) params.set('member', filter.member);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (cursor) params.set('cursor', cursor);
  return `${eventsUrl}/?${params.toString()}`;
}

/** GET /api/events/?tab=&category=&member=&from=&to=&cursor=: a list, page by page. */
export const eventListQueryOptions = (filter: EventListFilter) =>
  infiniteQueryOptions({
    queryKey: eventsKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<EventPage>(eventListUrl(filter, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/events/{id}/: one event (404 when hidden from the member). */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Event>(eventUrl(id), { signal }),
  });

/** GET /api/events/{id}/participants/?answer=: one answer's people, page by page. */
export const participantsQueryOptions = (id: string, answer: EventStanding) =>
  infiniteQueryOptions({
    queryKey: eventsKeys.participantList(id, answer),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ answer });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<EventParticipantPage>(`${eventUrl(id)}participants/?${params}`, {
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/events/calendar/: the member's private calendar address. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: eventsKeys.calendar(),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(`${eventsUrl}/calendar/`, { signal }),
  });
