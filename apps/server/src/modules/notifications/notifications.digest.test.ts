import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '@koinonia/contracts';
import { befriend, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { createDigest, DIGEST_GRACE_MINUTES } from './notifications.digest.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** The app's clock, moved by `clock.shift`, never slept. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);
const MINUTE = 60_000;

/** Runs the digest job as the queue would, `minutes` from now. */
async function digestAt(minutes: number): Promise<void> {
  clock.shift = minutes * MINUTE;
  try {
    await t.app.jobs.send('notifications.digest', {});
    await t.app.jobs.drain();
  } finally {
    clock.shift = 0;
  }
}

const digests = (who: Member) =>
  t.mails.to(who.email).filter((m) => m.headers?.['List-Unsubscribe']);

/** `actor` sends `member` a friend invitation: one FRIEND_REQUEST_NEW (category friends). */
async function invitationFor(member: Member): Promise<Member> {
  const actor = await createSignedInMember(t);
  ok(await call(actor, 'POST', '/api/relationship/relationships/', { receiver: member.id }), 201);
  return actor;
}

describe('notification e-mails', () => {
  it('never mails what the member may no longer see: a secret group they were banned from', async () => {
    const owner = await createSignedInMember(t);
    const me = await createSignedInMember(t);
    ok(
      await call(me, 'PATCH', '/api/users/settings/', {
        notifications: { digest: 'immediate', channels: { groups: { email: true } } },
      }),
    );
    await befriend(t, owner, me);
    const group = ok<Group>(
      await call(owner, 'POST', '/api/groups/', {
        name: 'Cercle de discernement',
        visibility: 'SECRET',
        join_rule: 'INVITE',
      }),
      201,
    );
    ok(
      await call(owner, 'POST', `/api/groups/${group.id}/members/${me.id}/`, { action: 'invite' }),
    );
    ok(await call(me, 'POST', `/api/groups/${group.id}/join/`, {}));
    ok(
      await call(owner, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Prochaine rencontre jeudi',
        group_id: group.id,
      }),
      201,
    );
    ok(await call(owner, 'POST', `/api/groups/${group.id}/members/${me.id}/`, { action: 'ban' }));
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    const [mail, ...more] = digests(me);
    expect(more).toEqual([]);
    // The friend invitation is mailed; nothing that names the group.
    expect(mail?.text).toContain('vous a envoyé une invitation');
    expect(mail?.text).not.toContain('Cercle de discernement');
  });

  it('mails what was not seen in the app once, with a one-click unsubscribe that needs no sign-in', async () => {
    const me = await createSignedInMember(t);
    ok(await call(me, 'PATCH', '/api/users/settings/', { notifications: { digest: 'immediate' } }));
    const actor = await invitationFor(me);
    await digestAt(1); // Too young: the member may be reading it.
    expect(digests(me)).toEqual([]);
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    const [mail, ...more] = digests(me);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `${actor.first_name} ${actor.last_name} vous a envoyé une invitation.`,
    );
    expect(mail?.text).toContain(`/feed/people-profile/${actor.id}/feed`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await digestAt(DIGEST_GRACE_MINUTES + 10);
    expect(digests(me)).toHaveLength(1);
    // The link, opened without a session: no more mails.
    const link = new URL(/<(.*)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const stop = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(stop.statusCode).toBe(200);
    const settings = await call(me, 'GET', '/api/users/settings/');
    expect(settings.json<{ notifications: { digest: string } }>().notifications.digest).toBe(
      'never',
    );
    const forged = await t.app.inject({
      url: `${link.pathname}?token=${me.id}.AAAA`,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('never mails what was read in the app, nor a category off by e-mail, nor in quiet hours', async () => {
    const reader = await createSignedInMember(t);
    ok(
      await call(reader, 'PATCH', '/api/users/settings/', {
        notifications: { digest: 'immediate' },
      }),
    );
    await invitationFor(reader);
    ok(await call(reader, 'POST', '/api/notifications/mark-all-read/'));
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    expect(digests(reader)).toEqual([]);

    const choosy = await createSignedInMember(t);
    ok(
      await call(choosy, 'PATCH', '/api/users/settings/', {
        notifications: { digest: 'immediate', channels: { friends: { email: false } } },
      }),
    );
    await invitationFor(choosy);
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    expect(digests(choosy)).toEqual([]);

    const sleeper = await createSignedInMember(t);
    ok(
      await call(sleeper, 'PATCH', '/api/users/settings/', {
        notifications: {
          digest: 'immediate',
          quiet_hours: { enabled: true, from: '00:00', to: '23:59' },
        },
      }),
    );
    await invitationFor(sleeper);
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    expect(digests(sleeper)).toEqual([]);
  });

  it('mails a notification once when two runs meet (two nodes, or a late run beside the next)', async () => {
    const me = await createSignedInMember(t);
    ok(await call(me, 'PATCH', '/api/users/settings/', { notifications: { digest: 'immediate' } }));
    await invitationFor(me);
    const settings = t.app.services.settings;
    const digest = createDigest({
      repository: createNotificationsRepository(t.database.db),
      settingsOf: (userIds) => settings.ofMany(userIds),
      memberOf: (userId) => t.app.services.users.findById(userId),
      mailer: t.mails,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
      timeZone: t.config.timeZone,
    });
    const later = new Date(Date.now() + (DIGEST_GRACE_MINUTES + 1) * MINUTE);
    await Promise.all([digest.send(later), digest.send(later), digest.send(later)]);
    expect(digests(me)).toHaveLength(1);
  });

  it('gathers a day of news in one daily mail, and waits a day before the next', async () => {
    const me = await createSignedInMember(t);
    ok(await call(me, 'PATCH', '/api/users/settings/', { notifications: { digest: 'daily' } }));
    await invitationFor(me);
    await invitationFor(me);
    await digestAt(DIGEST_GRACE_MINUTES + 1);
    const [first] = digests(me);
    expect(first?.subject).toMatch(/^\d+ nouvelles sur Koinonia$/);
    await invitationFor(me);
    await digestAt(60 * 3);
    expect(digests(me)).toHaveLength(1);
    await digestAt(60 * 25);
    expect(digests(me)).toHaveLength(2);
  });
});
