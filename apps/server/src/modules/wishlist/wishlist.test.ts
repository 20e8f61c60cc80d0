/**
 * 'Liste de souhaits': editors post needs with items and close them; members pledge ('Je
 * l'apporte') no more than is missing, change and withdraw their pledge while the need is open.
 * Who pledged what is seen by the editors and by each pledger for their own; the others see
 * the totals.
 */
import type { Wishlist, WishlistNeed } from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { wishlistItems, wishlistNeeds, wishlistPledges } from './wishlist.schema.ts';
import { WISHLIST_TEXTS } from './wishlist.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

async function editor(): Promise<Member> {
  const member = await createSignedInMember(t);
  await t.app.services.roles.grant(member.id, 'editor');
  return member;
}

const NEED = {
  title: 'Banque alimentaire',
  description: 'Pour les familles du quartier.',
  items: [
    { label: 'Paquets de pâtes', quantity: 10 },
    { label: 'Couvertures', quantity: 2 },
  ],
};

const post = async (member: Member, body: object = NEED) =>
  ok<WishlistNeed>(await call(member, 'POST', '/api/wishlist/', body), 201);
const pledge = (member: Member, itemId: string, quantity: number | string) =>
  call(member, 'POST', `/api/wishlist/items/${itemId}/pledge/`, { quantity });
const withdraw = (member: Member, itemId: string) =>
  call(member, 'DELETE', `/api/wishlist/items/${itemId}/pledge/`);
const list = async (member: Member) => ok<Wishlist>(await call(member, 'GET', '/api/wishlist/'));
const seen = async (member: Member, id: string) => {
  const found = (await list(member)).results.find((need) => need.id === id);
  if (!found) throw new Error('need not listed');
  return found;
};
const tableCounts = async () => {
  const [needs] = await t.database.db.select({ n: count() }).from(wishlistNeeds);
  const [items] = await t.database.db.select({ n: count() }).from(wishlistItems);
  const [pledges] = await t.database.db.select({ n: count() }).from(wishlistPledges);
  return [needs?.n, items?.n, pledges?.n];
};

describe("'Liste de souhaits'", () => {
  it('lets members pledge what is missing, shows pledges to editors and their author only', async () => {
    const marie = await editor();
    const [jean, luc, reader] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    if (!jean || !luc || !reader) throw new Error('members missing');
    const need = await post(marie);
    const [pasta, blankets] = need.items;
    if (!pasta || !blankets) throw new Error('items missing');
    expect(pasta).toMatchObject({ quantity: 10, pledged: 0, missing: 10, mine: 0, pledges: [] });

    // 'Je l'apporte': Jean 4 pasta, Luc 5; Jean changes his to 5: 10 pledged, nothing missing.
    ok(await pledge(jean, pasta.id, 4));
    ok(await pledge(luc, pasta.id, 5));
    const changed = ok<WishlistNeed>(await pledge(jean, pasta.id, 5));
    expect(changed.items[0]).toMatchObject({ pledged: 10, missing: 0, mine: 5 });
    // Not more than is missing: Luc may not add one; his pledge is unchanged.
    refused(await pledge(luc, pasta.id, 6), 409, WISHLIST_TEXTS.tooMany(5));
    refused(await pledge(reader, pasta.id, 1), 409, WISHLIST_TEXTS.tooMany(0));
    ok(await pledge(jean, blankets.id, 1));

    // The others see totals, and their own pledge; not who pledged what.
    const byReader = await seen(reader, need.id);
    expect(byReader.items[0]).toEqual({
      id: pasta.id,
      label: 'Paquets de pâtes',
      quantity: 10,
      pledged: 10,
      missing: 0,
      mine: 0,
    });
    expect((await list(reader)).editor).toBe(false);
    const byLuc = await seen(luc, need.id);
    expect(byLuc.items[0]?.mine).toBe(5);
    expect(byLuc.items[0]?.pledges).toBeUndefined();
    // The editors see each pledge with its member.
    const byMarie = await list(marie);
    expect(byMarie.editor).toBe(true);
    const pledges = byMarie.results.find((n) => n.id === need.id)?.items[0]?.pledges;
    expect(pledges?.map((p) => [p.member.id, p.quantity])).toEqual([
      [jean.id, 5],
      [luc.id, 5],
    ]);

    // Withdrawn: what Jean brought is missing again.
    const withdrawn = ok<WishlistNeed>(await withdraw(jean, pasta.id));
    expect(withdrawn.items[0]).toMatchObject({ pledged: 5, missing: 5, mine: 0 });

    // Closed by an editor: no more pledges or withdrawals; listed after the open ones.
    const later = await post(marie, { ...NEED, title: 'Une famille accueillie' });
    const closed = ok<WishlistNeed>(await call(marie, 'POST', `/api/wishlist/${need.id}/close/`));
    expect(closed.closed_at).not.toBeNull();
    refused(await pledge(reader, pasta.id, 1), 409, WISHLIST_TEXTS.closed);
    refused(await withdraw(jean, blankets.id), 409, WISHLIST_TEXTS.closed);
    expect((await seen(jean, need.id)).items[1]?.mine).toBe(1);
    refused(
      await call(marie, 'POST', `/api/wishlist/${need.id}/close/`),
      409,
      WISHLIST_TEXTS.alreadyClosed,
    );
    const order = (await list(reader)).results.map((n) => n.id);
    expect(order.indexOf(later.id)).toBeLessThan(order.indexOf(need.id));
  });

  it('refuses non-editors, bad input, unknown items and guests in French, writing nothing', async () => {
    const marie = await editor();
    const member = await createSignedInMember(t);
    const need = await post(marie);
    const item = need.items[0];
    if (!item) throw new Error('item missing');
    const before = await tableCounts();

    refused(await call(member, 'POST', '/api/wishlist/', NEED), 403, WISHLIST_TEXTS.editorsOnly);
    refused(
      await call(member, 'POST', `/api/wishlist/${need.id}/close/`),
      403,
      WISHLIST_TEXTS.editorsOnly,
    );
    refused(
      await call(marie, 'POST', '/api/wishlist/', { ...NEED, items: [] }),
      400,
      'Ajoutez au moins un article.',
    );
    refused(
      await call(marie, 'POST', '/api/wishlist/', { ...NEED, title: '  ' }),
      400,
      'Le titre est obligatoire.',
    );
    refused(
      await call(marie, 'POST', '/api/wishlist/', {
        ...NEED,
        items: [{ label: 'Pâtes', quantity: 0 }],
      }),
      400,
      'La quantité doit être au moins 1.',
    );
    refused(await pledge(member, item.id, 0), 400, 'La quantité doit être au moins 1.');
    refused(await pledge(member, item.id, 1.5), 400, 'La quantité doit être un nombre entier.');
    refused(await pledge(member, item.id, 'beaucoup'), 400, 'La quantité doit être un nombre.');
    refused(await pledge(member, 'inconnu', 1), 404, WISHLIST_TEXTS.itemNotFound);
    refused(
      await pledge(member, '00000000-0000-4000-8000-000000000000', 1),
      404,
      WISHLIST_TEXTS.itemNotFound,
    );
    refused(
      await call(marie, 'POST', '/api/wishlist/00000000-0000-4000-8000-000000000000/close/'),
      404,
      WISHLIST_TEXTS.needNotFound,
    );
    expect(await tableCounts()).toEqual(before);
    const [open] = await t.database.db
      .select({ closedAt: wishlistNeeds.closedAt })
      .from(wishlistNeeds)
      .where(eq(wishlistNeeds.id, need.id));
    expect(open?.closedAt).toBeNull();
    expect((await t.app.inject({ url: '/api/wishlist/' })).statusCode).toBe(401);
  });
});
