/** What the events services are built from: the platform's and the other modules' parts. */
import type { PublicationPage } from '@koinonia/contracts';
import type { PageQuery } from '../../platform/cursor.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';

export interface EventsServiceDeps {
  repository: EventsRepository;
  transaction: Transactional<EventsRepository>;
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /** The groups module: `me` is a member of the group (to hold an event in it). */
  isGroupMember(me: string, groupId: string): Promise<boolean>;
  /** The community's time zone. */
  timeZone: string;
  now: () => Date;
  /** The public address of the app (the calendar feed's link). */
  publicUrl: string;
  /** The publications module: an event's discussion as `me` sees it. */
  publicationsInEvent(me: string, eventId: string, page: PageQuery): Promise<PublicationPage>;
}

/** The event as `me` sees it: 404 when unknown, malformed or hidden from them. */
export type SeenEvent = (me: string, id: string) => Promise<EventRow>;
