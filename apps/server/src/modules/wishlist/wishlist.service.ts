/**
 * 'Liste de souhaits': the community's needs, posted and closed by the editors, and the
 * members' pledges ('Je l'apporte'). A pledge is seen by the editors and its author; the
 * others see the totals (pledged, missing). A pledge never takes more than is missing.
 */
import type { CreateNeedBody, Wishlist, WishlistNeed } from '@koinonia/contracts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { presentMemberCard } from '../users/users.public.ts';
import { refusal } from './wishlist.policy.ts';
import type { NeedRow, WishlistRepository } from './wishlist.repository.ts';
import { WISHLIST_TEXTS } from './wishlist.texts.ts';

export interface WishlistServiceDeps {
  repository: WishlistRepository;
  /** The roles module: whether the member is an editor. */
  isEditor(userId: string): Promise<boolean>;
}

const needNotFound = () => new AppError(404, 'not_found', WISHLIST_TEXTS.needNotFound);
const itemNotFound = () => new AppError(404, 'not_found', WISHLIST_TEXTS.itemNotFound);
const closed = () => new AppError(409, 'conflict', WISHLIST_TEXTS.closed);

export function presentNeed(row: NeedRow): WishlistNeed {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author && presentMemberCard(row.author),
    created_at: row.created_at,
    closed_at: row.closed_at,
    items: row.items.map((item) => ({
      id: item.id,
      label: item.label,
      quantity: item.quantity,
      pledged: item.pledged,
      missing: Math.max(0, item.quantity - item.pledged),
      mine: item.mine,
      ...(item.pledges
        ? {
            pledges: item.pledges.map((pledge) => ({
              member: presentMemberCard(pledge.member),
              quantity: pledge.quantity,
            })),
          }
        : {}),
    })),
  };
}

export function createWishlistService({ repository, isEditor }: WishlistServiceDeps) {
  async function need(me: string, id: string): Promise<WishlistNeed> {
    const [row] = await repository.list(me, await isEditor(me), id);
    if (!row) throw needNotFound();
    return presentNeed(row);
  }

  async function needOfItem(itemId: string): Promise<string> {
    const needId = isUuid(itemId) ? await repository.needOfItem(itemId) : undefined;
    if (!needId) throw itemNotFound();
    return needId;
  }

  return {
    /** `GET /api/wishlist/`. */
    async list(me: string): Promise<Wishlist> {
      const editor = await isEditor(me);
      const found = await repository.list(me, editor);
      return { results: found.map(presentNeed), editor };
    },

    /** `POST /api/wishlist/` (editors). */
    async create(me: string, body: CreateNeedBody): Promise<WishlistNeed> {
      const refused = refusal(await isEditor(me), 'need:write');
      if (refused) throw refused;
      const id = await repository.insertNeed(me, {
        title: body.title,
        description: body.description ?? '',
        items: body.items,
      });
      return need(me, id);
    },

    /** `POST /api/wishlist/{id}/close/` (editors): no more pledges. */
    async close(me: string, id: string): Promise<WishlistNeed> {
      const refused = refusal(await isEditor(me), 'need:write');
      if (refused) throw refused;
      if (!isUuid(id)) throw needNotFound();
      const outcome = await repository.close(id);
      if (outcome === 'not_found') throw needNotFound();
      if (outcome === 'already') {
        throw new AppError(409, 'conflict', WISHLIST_TEXTS.alreadyClosed);
      }
      return need(me, id);
    },

    /** `POST /api/wishlist/items/{id}/pledge/`: 'Je l'apporte' (replaces the member's own). */
    async pledge(me: string, itemId: string, quantity: number): Promise<WishlistNeed> {
      const needId = await needOfItem(itemId);
      const outcome = await repository.pledge(me, itemId, quantity);
      if (!outcome.done) {
        if (outcome.reason === 'too_many') {
          throw new AppError(409, 'conflict', WISHLIST_TEXTS.tooMany(outcome.missing));
        }
        throw outcome.reason === 'closed' ? closed() : itemNotFound();
      }
      return need(me, needId);
    },

    /** `DELETE /api/wishlist/items/{id}/pledge/`: withdraws the member's pledge. */
    async unpledge(me: string, itemId: string): Promise<WishlistNeed> {
      const needId = await needOfItem(itemId);
      const outcome = await repository.unpledge(me, itemId);
      if (outcome === 'not_found') throw itemNotFound();
      if (outcome === 'closed') throw closed();
      return need(me, needId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
