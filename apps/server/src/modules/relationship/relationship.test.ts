import type { Relation } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
  relationAction,
  sendInvitation,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createRelationshipRepository } from './relationship.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NONE: Relation = { status: null, sender: null, blocked: false, blocked_by: null };
const pending = (sender: Member): Relation => ({
  status: 'PENDING',
  sender: sender.id,
  blocked: false,
  blocked_by: null,
});
const friends = (sender: Member): Relation => ({ ...pending(sender), status: 'ACCEPTED' });
const blockedBy = (blocker: Member): Relation => ({
  status: null,
  sender: null,
  blocked: true,
  blocked_by: blocker.id,
});

const pair = () => Promise.all([createSignedInMember(t), createSignedInMember(t)]);

/** The pair's row as the database holds it (to prove a refused move changed nothing). */
async function rowOf(a: Member, b: Member) {
  const row = await createRelationshipRepository(t.database.db).findBetween(a.id, b.id);
  return row && { ...row };
}

async function relationSeenBy(viewer: Member, other: Member): Promise<Relation> {
  const response = await t.app.inject({
    url: `/api/users/get_user_relation/${other.id}/`,
    headers: viewer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Relation>();
}

const notificationsOf = (member: Member) =>
  createNotificationsRepository(t.database.db).listFor(member.id);

/** Asserts a refused move: status, French error, and the pair's row untouched. */
async function expectRefused(
  move: () => Promise<{ statusCode: number; json: () => unknown }>,
  a: Member,
  b: Member,
  status: number,
  error: string,
) {
  const before = await rowOf(a, b);
  const response = await move();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error });
  expect(await rowOf(a, b)).toEqual(before);
}

describe('no relation → Envoyer une invitation', () => {
  it('makes the relation PENDING with me as sender, seen the same from both sides', async () => {
    const [a, b] = await pair();
    expect(await relationSeenBy(a, b)).toEqual(NONE);
    const response = await sendInvitation(t, a, b);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(pending(a));
    expect(await relationSeenBy(a, b)).toEqual(pending(a));
    expect(await relationSeenBy(b, a)).toEqual(pending(a));
  });

  it('stores FRIEND_REQUEST_NEW for the receiver only, with the sender’s full name', async () => {
    const a = await createSignedInMember(t, {
      titre: 'Sœur',
      first_name: 'Hélène',
      last_name: 'Lefèvre',
    });
    const b = await createSignedInMember(t);
    await invite(t, a, b);
    const [notification, ...others] = await notificationsOf(b);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      userId: b.id,
      actorId: a.id,
      notificationType: 'FRIEND_REQUEST_NEW',
      message: 'Sœur Hélène Lefèvre vous a envoyé une invitation.',
      more: { id: a.id },
    });
    expect(await notificationsOf(a)).toEqual([]);
  });

  it('refuses inviting oneself, twice, the other way round, a friend, and nobody', async () => {
    const [a, b] = await pair();
    await expectRefused(
      () => sendInvitation(t, a, a),
      a,
      b,
      400,
      'Vous ne pouvez pas vous inviter vous-même.',
    );
    await invite(t, a, b);
    await expectRefused(
      () => sendInvitation(t, a, b),
      a,
      b,
      409,
      'Votre invitation est déjà envoyée.',
    );
    await expectRefused(
      () => sendInvitation(t, b, a),
      a,
      b,
      409,
      'Ce membre vous a déjà invité : acceptez son invitation.',
    );
    expect((await relationAction(t, b, a, 'accept')).statusCode).toBe(200);
    await expectRefused(() => sendInvitation(t, a, b), a, b, 409, 'Vous êtes déjà amis.');
    await expectRefused(() => sendInvitation(t, b, a), a, b, 409, 'Vous êtes déjà amis.');

    const unknown = await sendInvitation(t, a, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Membre introuvable.', code: 'not_found' });
    const unverified = await createSignedInMember(t, { verified: false });
    expect((await sendInvitation(t, a, unverified)).statusCode).toBe(404);
    const malformed = await sendInvitation(t, a, 'pas-un-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ details: { receiver: 'Membre introuvable.' } });
    // Only the first invitation and the acceptance notified anyone.
    expect((await notificationsOf(b)).map((n) => n.notificationType)).toEqual([
      'FRIEND_REQUEST_NEW',
    ]);
    expect((await notificationsOf(a)).map((n) => n.notificationType)).toEqual([
      'FRIEND_REQUEST_ACCEPT',
    ]);
  });

  it('refuses to invite across a block: 403 for the blocker, 404 for the blocked', async () => {
    const [a, b] = await pair();
    await block(t, a, b);
    await expectRefused(
      () => sendInvitation(t, a, b),
      a,
      b,
      403,
      "Débloquez ce membre avant de l'inviter.",
    );
    await expectRefused(() => sendInvitation(t, b, a), a, b, 404, 'Membre introuvable.');
    expect(await notificationsOf(a)).toEqual([]);
    expect(await notificationsOf(b)).toEqual([]);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/relationship/relationships/',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PENDING, I am the sender → Annuler l’invitation', () => {
  it('reject deletes the invitation: no relation after', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    const response = await relationAction(t, a, b, 'reject');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NONE);
    expect(await rowOf(a, b)).toBeUndefined();
    expect(await relationSeenBy(b, a)).toEqual(NONE);
  });

  it('refuses accepting my own invitation, and blocking over it', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    await expectRefused(
      () => relationAction(t, a, b, 'accept'),
      a,
      b,
      403,
      'Vous ne pouvez pas accepter votre propre invitation.',
    );
    await expectRefused(
      () => relationAction(t, a, b, 'block'),
      a,
      b,
      409,
      "Annulez d'abord votre invitation.",
    );
    await expectRefused(
      () => relationAction(t, a, b, 'unblock'),
      a,
      b,
      409,
      "Ce membre n'est pas bloqué.",
    );
    expect(await notificationsOf(a)).toEqual([]);
  });
});

describe('PENDING, I am the receiver → Accepter / Rejeter l’invitation', () => {
  it('accept makes the relation ACCEPTED and notifies the sender only', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    const response = await relationAction(t, b, a, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(friends(a));
    expect(await relationSeenBy(a, b)).toEqual(friends(a));
    const [accepted, ...others] = await notificationsOf(a);
    expect(others).toEqual([]);
    // No titre: no leading space.
    expect(accepted).toMatchObject({
      notificationType: 'FRIEND_REQUEST_ACCEPT',
      message: `${b.first_name} ${b.last_name} a accepté votre invitation.`,
      more: { id: b.id },
      actorId: b.id,
    });
    expect((await notificationsOf(b)).map((n) => n.notificationType)).toEqual([
      'FRIEND_REQUEST_NEW',
    ]);
  });

  it('reject deletes the invitation', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    const response = await relationAction(t, b, a, 'reject');
    expect(response.json()).toEqual(NONE);
    expect(await rowOf(a, b)).toBeUndefined();
  });

  it('block is offered to the receiver and ends the invitation', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    const response = await relationAction(t, b, a, 'block');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(blockedBy(b));
    expect(await rowOf(a, b)).toMatchObject({ status: null, blocked: true, blockedBy: b.id });
  });
});

describe('ACCEPTED → Message, Retirer de vos amis, Bloquer', () => {
  it('reject from either side removes the friend', async () => {
    for (const remover of ['sender', 'receiver'] as const) {
      const [a, b] = await pair();
      await befriend(t, a, b);
      const response = await relationAction(
        t,
        remover === 'sender' ? a : b,
        remover === 'sender' ? b : a,
        'reject',
      );
      expect(response.json()).toEqual(NONE);
      expect(await rowOf(a, b)).toBeUndefined();
    }
  });

  it('refuses accept when already friends, and reject when there is nothing', async () => {
    const [a, b] = await pair();
    await expectRefused(
      () => relationAction(t, a, b, 'accept'),
      a,
      b,
      409,
      'Aucune invitation en attente.',
    );
    await expectRefused(
      () => relationAction(t, a, b, 'reject'),
      a,
      b,
      409,
      'Aucune relation à annuler.',
    );
    await befriend(t, a, b);
    await expectRefused(
      () => relationAction(t, b, a, 'accept'),
      a,
      b,
      409,
      'Aucune invitation en attente.',
    );
  });

  it('block ends the friendship', async () => {
    const [a, b] = await pair();
    await befriend(t, a, b);
    const response = await relationAction(t, a, b, 'block');
    expect(response.json()).toEqual(blockedBy(a));
    expect(await relationSeenBy(a, b)).toEqual(blockedBy(a));
    const profil = await t.app.inject({ url: '/api/users/profil/', headers: b.headers });
    expect(profil.json()).toMatchObject({ counts: { friends: 0 } });
  });
});

describe('blocked → Débloquer for the blocker only', () => {
  it('block from no relation, then unblock: no relation after, and an invitation is possible again', async () => {
    const [a, b] = await pair();
    expect((await relationAction(t, a, b, 'block')).json()).toEqual(blockedBy(a));
    // The blocked member learns nothing: every move answers as if the blocker did not exist.
    for (const action of ['accept', 'reject', 'block'] as const) {
      await expectRefused(() => relationAction(t, b, a, action), a, b, 404, 'Membre introuvable.');
    }
    await expectRefused(
      () => relationAction(t, b, a, 'unblock'),
      a,
      b,
      403,
      'Seule la personne qui a bloqué peut débloquer.',
    );
    await expectRefused(
      () => relationAction(t, a, b, 'block'),
      a,
      b,
      409,
      'Ce membre est déjà bloqué.',
    );
    await expectRefused(
      () => relationAction(t, a, b, 'accept'),
      a,
      b,
      409,
      'Aucune invitation en attente.',
    );
    await expectRefused(
      () => relationAction(t, a, b, 'reject'),
      a,
      b,
      409,
      'Aucune relation à annuler.',
    );

    const unblock = await relationAction(t, a, b, 'unblock');
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json()).toEqual(NONE);
    expect(await rowOf(a, b)).toBeUndefined();
    await invite(t, b, a);
  });

  it('the blocked member sees blocked_by the other, so the client offers no button', async () => {
    const [a, b] = await pair();
    await block(t, a, b);
    expect(await relationSeenBy(b, a)).toEqual(blockedBy(a));
  });
});

describe('acting on nobody', () => {
  it('answers 404 for an unknown member, 400 for a malformed id or action, 400 on oneself', async () => {
    const a = await createSignedInMember(t);
    for (const action of ['accept', 'reject', 'block', 'unblock'] as const) {
      const response = await relationAction(t, a, '00000000-0000-4000-8000-000000000000', action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Membre introuvable.', code: 'not_found' });
      expect((await relationAction(t, a, 'nobody', action)).statusCode).toBe(400);
      expect((await relationAction(t, a, a, action)).statusCode).toBe(400);
    }
    const badAction = await t.app.inject({
      method: 'POST',
      url: '/api/relationship/lock-update-relation/',
      headers: a.headers,
      payload: { receiver: a.id, action: 'delete' },
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toMatchObject({ details: { action: 'Action inconnue.' } });
  });

  it('get_user_relation: 404 for unknown or malformed ids, no relation with oneself', async () => {
    const a = await createSignedInMember(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      const response = await t.app.inject({
        url: `/api/users/get_user_relation/${id}/`,
        headers: a.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Membre introuvable.', code: 'not_found' });
    }
    expect(await relationSeenBy(a, a)).toEqual(NONE);
  });
});

describe('concurrency', () => {
  it('invitations at once, both ways and twice: one 201, the others 409, one row', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await pair();
      const responses = await Promise.all([
        sendInvitation(t, a, b),
        sendInvitation(t, b, a),
        sendInvitation(t, a, b),
        sendInvitation(t, b, a),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      const row = await rowOf(a, b);
      expect(row?.status).toBe('PENDING');
      // Exactly one notification, for the one who was invited.
      const receiver = row?.senderId === a.id ? b : a;
      expect(await notificationsOf(receiver)).toHaveLength(1);
    }
  });

  it('accept and block at once end in one consistent state, never a 500', async () => {
    const [a, b] = await pair();
    await invite(t, a, b);
    const responses = await Promise.all([
      relationAction(t, b, a, 'accept'),
      relationAction(t, b, a, 'block'),
    ]);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    expect(await rowOf(a, b)).toMatchObject({ blocked: true, blockedBy: b.id });
  });
});
