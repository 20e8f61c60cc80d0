/**
 * Who may invite a member (settings privacy.invitations): everyone, friends of
 * friends, or nobody. A refusal is a French 403 that writes nothing; a block still answers 404.
 */
import type { InvitationRule } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
  sendInvitation,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RELATION_TEXTS } from './relationship.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function receivesFrom(member: Member, invitations: InvitationRule): Promise<void> {
  const patch = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/settings/',
    headers: member.headers,
    payload: { privacy: { invitations } },
  });
  expect(patch.statusCode, patch.body).toBe(200);
}

const relation = async (viewer: Member, other: Member) =>
  (
    await t.app.inject({
      url: `/api/users/get_user_relation/${other.id}/`,
      headers: viewer.headers,
    })
  ).json<{ status: string | null }>().status;

describe('invitations rule', () => {
  it('everyone (the default): any member invites', async () => {
    const [me, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    expect((await sendInvitation(t, other, me)).statusCode).toBe(201);
  });

  it('nobody: every invitation is refused in French and nothing is written', async () => {
    const [me, other, friendOfFriend, common] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    await befriend(t, me!, common!);
    await befriend(t, friendOfFriend!, common!);
    await receivesFrom(me!, 'nobody');
    for (const sender of [other!, friendOfFriend!]) {
      const response = await sendInvitation(t, sender, me!);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        error: RELATION_TEXTS.noInvitations,
      });
      expect(await relation(sender, me!)).toBeNull();
    }
    // The member still invites others.
    expect((await sendInvitation(t, me!, other!)).statusCode).toBe(201);
  });

  it('friends_of_friends: only a member with a friend in common invites', async () => {
    const [me, stranger, friendOfFriend, common] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    await befriend(t, me!, common!);
    await befriend(t, friendOfFriend!, common!);
    await receivesFrom(me!, 'friends_of_friends');
    const refused = await sendInvitation(t, stranger!, me!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(RELATION_TEXTS.friendsOfFriendsOnly);
    expect(await relation(stranger!, me!)).toBeNull();
    expect((await sendInvitation(t, friendOfFriend!, me!)).statusCode).toBe(201);
  });

  it('keeps the answers of a pair that already has a relation: pending, friends, blocked', async () => {
    const [me, pending, friend, blocker] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    await invite(t, pending!, me!);
    await befriend(t, me!, friend!);
    await block(t, me!, blocker!);
    await receivesFrom(me!, 'nobody');
    expect((await sendInvitation(t, pending!, me!)).json<{ error: string }>().error).toBe(
      RELATION_TEXTS.alreadyInvited,
    );
    expect((await sendInvitation(t, friend!, me!)).statusCode).toBe(409);
    // Blocked by me: as if I did not exist, never the rule.
    expect((await sendInvitation(t, blocker!, me!)).statusCode).toBe(404);
  });
});
