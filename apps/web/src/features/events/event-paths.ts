/** An event's page: /feed/events/{eventId}. */
export function eventPath(eventId: string): string {
  return `/feed/events/${encodeURIComponent(eventId)}`;
}

/** The same page in the wide layout: /events/details?id=. */
export function eventDetailsPath(eventId: string): string {
  return `/events/details?id=${encodeURIComponent(eventId)}`;
}

/** The form: /event to create, /event?id= to edit. */
export function eventFormPath(eventId?: string): string {
  return eventId ? `/event?id=${encodeURIComponent(eventId)}` : '/event';
}
