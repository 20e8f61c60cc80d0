/** What the news services are built from: the platform's and the other modules' parts. */
import type { CommunityRole, Event } from '@koinonia/contracts';
import type { Transactional } from '../../platform/outbox.ts';
import type { NewsActor } from './news.policy.ts';
import type { NewsRepository } from './news.repository.ts';

export interface NewsServiceDeps {
  repository: NewsRepository;
  transaction: Transactional<NewsRepository>;
  /** The media module: the stored path of the member's upload, or null. */
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /** The roles module. */
  rolesOf(userId: string): Promise<CommunityRole[]>;
  /** The publications module's reaction kinds (the same on articles). */
  reactionKinds(): Promise<string[]>;
  /** The events module: public events starting in [from, to), as the reader may see them. */
  publicEvents(viewer: string | null, from: Date, to: Date, limit: number): Promise<Event[]>;
  /** The community's time zone (the sheet's weeks, the articles' dates). */
  timeZone: string;
  now: () => Date;
}

/** The reader with their roles (a guest when `me` is null). */
export type ActorOf = (me: string | null) => Promise<NewsActor>;
