/** What the groups services are built from: the platform's and the other modules' parts. */
import type { PublicationPage } from '@koinonia/contracts';
import type { PageQuery } from '../../platform/cursor.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { GroupRow, GroupsRepository } from './groups.repository.ts';

export interface GroupsServiceDeps {
  repository: GroupsRepository;
  /** A write and the facts it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<GroupsRepository>;
  /** The media module: the path to store when `url` is one of `ownerId`'s uploads, else null. */
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /** The publications module: a group's publications as `me` sees them. */
  publicationsInGroup(me: string, groupId: string, page: PageQuery): Promise<PublicationPage>;
  isBlockedBetween(a: string, b: string): Promise<boolean>;
}

/** The group as `me` sees it: 404 when unknown, malformed or secret to them. */
export type SeenGroup = (me: string, id: string) => Promise<GroupRow>;
