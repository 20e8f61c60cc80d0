/**
 * Moderation's API (docs/adr/0021-moderation.md): one report per member and item, reports
 * gathered into one case, hiding at the threshold on every read path, decisions and their
 * effects (notifications, suspension, ban), the review by another moderator, the audit log
 * and that it cannot change, and who may call which route.
 */
import {
  type ModerationCase,
  type Notification,
  type Publication,
  type SignInResponse,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import {
  befriend,
  createMember,
  createSignedInMember,
  type Member,
  sendMessage,
  signIn,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const member = (overrides: { first_name?: string; last_name?: string } = {}) =>
  createSignedInMember(t, overrides);
async function staff(role: 'moderator' | 'admin'): Promise<Member> {
  const who = await member();
  await t.app.services.roles.grant(who.id, role);
  return who;
}
const publish = async (author: Member, body: object = {}) =>
  ok<Publication>(
    await call(author, 'POST', '/api/publications/', {
      type: 'texte',
      text: 'Une publication à examiner',
      audience: 'public',
      ...body,
    }),
    201,
  );
const report = (who: Member, type: string, id: string, reason = 'spam', comment?: string) =>
  call(who, 'POST', '/api/moderation/reports/', {
    target_type: type,
    target_id: id,
    reason,
    ...(comment === undefined ? {} : { comment }),
  });
const casesOf = async (who: Member, status = 'open') =>
  ok<{ results: ModerationCase[] }>(
    await call(who, 'GET', `/api/moderation/cases/?status=${status}`),
  ).results;
async function caseOf(moderator: Member, targetId: string, status = 'open') {
  const found = (await casesOf(moderator, status)).find((c) => c.target_id === targetId);
  if (!found) throw new Error(`no ${status} case for ${targetId}`);
  return found;
}
const decide = (moderator: Member, caseId: string, body: object) =>
  call(moderator, 'POST', `/api/moderation/cases/${caseId}/decision/`, body);
const notificationsOf = async (who: Member) =>
  ok<{ results: Notification[] }>(await call(who, 'GET', '/api/notifications/')).results;
const feedIds = async (who: Member) =>
  ok<{ results: Publication[] }>(await call(who, 'GET', '/api/publications/')).results.map(
    (p) => p.id,
  );
const byAuthorIds = async (who: Member, author: Member) =>
  ok<{ results: Publication[] }>(
    await call(who, 'GET', `/api/publications/?author=${author.id}`),
  ).results.map((p) => p.id);
async function reportedBy(count: number, type: string, id: string) {
  for (let i = 0; i < count; i += 1) {
    ok(await report(await member(), type, id), 201);
  }
}

describe('reports', () => {
  it('takes one report per member and item (409), never one of one’s own content (400) nor of what one cannot see (404)', async () => {
    const author = await member();
    const reporter = await member();
    const publication = await publish(author);
    const first = ok<{ reason: string; comment: string }>(
      await report(reporter, 'publication', publication.id, 'harassment', '  Propos blessants '),
      201,
    );
    expect(first).toMatchObject({ reason: 'harassment', comment: 'Propos blessants' });
    refused(
      await report(reporter, 'publication', publication.id),
      409,
      MODERATION_TEXTS.alreadyReported,
    );
    refused(await report(author, 'publication', publication.id), 400, MODERATION_TEXTS.ownContent);

    const hidden = await publish(author, { audience: 'private' });
    refused(await report(reporter, 'publication', hidden.id), 404, MODERATION_TEXTS.targetNotFound);
    refused(await report(reporter, 'publication', '00000000-0000-4000-8000-000000000000'), 404);
    refused(await report(reporter, 'publication', 'pas-un-id'), 404);
    refused(
      await report(reporter, 'publication', publication.id, 'boring'),
      400,
      'Choisissez un motif de signalement.',
    );
    refused(await report(reporter, 'album', publication.id), 400);
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from moderation_reports where reporter_id = ${reporter.id}::uuid`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('gathers the reports of one item into one open case, and never shows the reporters to the reported member', async () => {
    const moderator = await staff('moderator');
    const author = await member();
    const [jean, anne] = [await member(), await member()];
    const publication = await publish(author);
    ok(await report(jean, 'publication', publication.id, 'spam'), 201);
    ok(await report(anne, 'publication', publication.id, 'other', 'Doublon'), 201);
    const matching = (await casesOf(moderator)).filter((c) => c.target_id === publication.id);
    expect(matching).toHaveLength(1);
    const [gathered] = matching as [ModerationCase];
    expect(gathered.reports.map((r) => [r.reporter?.id, r.reason])).toEqual([
      [jean.id, 'spam'],
      [anne.id, 'other'],
    ]);
    expect(gathered).toMatchObject({ excerpt: 'Une publication à examiner', hidden: false });
    expect(gathered.author?.id).toBe(author.id);
    // The reported member: no queue, nothing about the reporters in their notifications.
    refused(await call(author, 'GET', '/api/moderation/cases/'), 403, MODERATION_TEXTS.staffOnly);
    const actors = (await notificationsOf(author)).map((n) => n.actor?.id);
    expect(actors).not.toContain(jean.id);
    expect(actors).not.toContain(anne.id);
  });

  it('keeps a case about a moderator’s own content, and its reporters, from that moderator', async () => {
    const [accused, other] = [await staff('moderator'), await staff('moderator')];
    const reporter = await member();
    const publication = await publish(accused);
    ok(await report(reporter, 'publication', publication.id), 201);
    const found = await caseOf(other, publication.id);
    expect((await casesOf(accused)).map((c) => c.id)).not.toContain(found.id);
    refused(await call(accused, 'POST', `/api/moderation/cases/${found.id}/take/`), 404);
    refused(
      await decide(accused, found.id, { action: 'dismiss', reason: 'Rien' }),
      404,
      MODERATION_TEXTS.caseNotFound,
    );
  });

  it('keeps a reported message and the five before it in its conversation, nothing else', async () => {
    const moderator = await staff('moderator');
    const [sender, receiver] = [await member(), await member()];
    await befriend(t, sender, receiver);
    const sent: string[] = [];
    for (let i = 1; i <= 8; i += 1)
      sent.push((await sendMessage(t, sender, receiver, `Message ${i}`)).id);
    const reported = sent[6] as string;
    ok(await report(receiver, 'message', reported, 'harassment'), 201);
    const found = await caseOf(moderator, reported);
    expect(found.reports[0]?.snapshot?.map((m) => m.content)).toEqual([
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
      'Message 7',
    ]);
    // A stranger to the conversation cannot report it.
    refused(await report(await member(), 'message', reported), 404);
  });
});

describe('the threshold', () => {
  it('hides a publication from everyone but its author at the third reporter: feed, by id, profile list, notifications', async () => {
    const [author, friend] = [await member(), await member()];
    await befriend(t, author, friend);
    const publication = await publish(author);
    // The friend hears of it (POST_NEW) and sees it everywhere.
    const aboutIt = async () =>
      (await notificationsOf(friend)).filter((n) => n.more.post === publication.id);
    await expect.poll(aboutIt).toHaveLength(1);
    expect(await feedIds(friend)).toContain(publication.id);

    await reportedBy(2, 'publication', publication.id);
    expect(await feedIds(friend)).toContain(publication.id);
    await reportedBy(1, 'publication', publication.id);

    expect(await feedIds(friend)).not.toContain(publication.id);
    refused(await call(friend, 'GET', `/api/publications/post/${publication.id}/`), 404);
    expect(await byAuthorIds(friend, author)).not.toContain(publication.id);
    expect(await aboutIt()).toHaveLength(0);
    // Its author still sees it, everywhere.
    expect(await feedIds(author)).toContain(publication.id);
    ok(await call(author, 'GET', `/api/publications/post/${publication.id}/`));
    expect(await byAuthorIds(author, author)).toContain(publication.id);
  });

  it('hides a comment from the thread and the counts of everyone but its author', async () => {
    const [owner, commenter, reader] = [await member(), await member(), await member()];
    const publication = await publish(owner);
    const comment = ok<{ id: string }>(
      await call(commenter, 'POST', `/api/publications/post/${publication.id}/comments/`, {
        text: 'Un commentaire',
      }),
      201,
    );
    const thread = async (who: Member) =>
      ok<{ results: { id: string }[] }>(
        await call(who, 'GET', `/api/publications/post/${publication.id}/comments/`),
      ).results.map((c) => c.id);
    expect(await thread(reader)).toContain(comment.id);
    await reportedBy(3, 'comment', comment.id);
    expect(await thread(reader)).not.toContain(comment.id);
    const seen = ok<Publication>(
      await call(reader, 'GET', `/api/publications/post/${publication.id}/`),
    );
    expect(seen.comments_count).toBe(0);
    expect(await thread(commenter)).toContain(comment.id);
    // Its author sees it marked hidden (docs/adr/0021-moderation.md: 'Masqué par la modération').
    const own = ok<{ results: { id: string; moderation_hidden?: boolean }[] }>(
      await call(commenter, 'GET', `/api/publications/post/${publication.id}/comments/`),
    ).results.find((c) => c.id === comment.id);
    expect(own?.moderation_hidden).toBe(true);
  });

  it('hides a profile from search and by id for everyone but its member', async () => {
    const hidden = await member({ first_name: 'Zéphyrine', last_name: 'Moderata' });
    const viewer = await member();
    const search = async () =>
      ok<{ results: { id: string }[] }>(
        await call(viewer, 'GET', '/api/users/?search=Zephyrine'),
      ).results.map((m) => m.id);
    expect(await search()).toContain(hidden.id);
    ok(await call(viewer, 'GET', `/api/users/${hidden.id}/`));
    await reportedBy(3, 'member', hidden.id);
    expect(await search()).not.toContain(hidden.id);
    refused(await call(viewer, 'GET', `/api/users/${hidden.id}/`), 404);
    ok(await call(hidden, 'GET', `/api/users/${hidden.id}/`));
  });
});

describe('decisions', () => {
  it('hides a message from its receiver, not its sender', async () => {
    const moderator = await staff('moderator');
    const [sender, receiver] = [await member(), await member()];
    await befriend(t, sender, receiver);
    const message = await sendMessage(t, sender, receiver, 'Un message blessant');
    const messagesOf = async (who: Member) =>
      ok<{ results: { id: string }[] }>(
        await call(who, 'GET', `/api/messaging/conversation/${message.conversation_id}/messages/`),
      ).results.map((m) => m.id);
    ok(await report(receiver, 'message', message.id, 'harassment'), 201);
    const found = await caseOf(moderator, message.id);
    ok(await decide(moderator, found.id, { action: 'hide', reason: 'Propos blessants' }));
    expect(await messagesOf(receiver)).not.toContain(message.id);
    expect(await messagesOf(sender)).toContain(message.id);
    // Its sender sees it marked ('Masqué par la modération').
    const sent = ok<{ results: { id: string; moderation_hidden?: boolean }[] }>(
      await call(sender, 'GET', `/api/messaging/conversation/${message.conversation_id}/messages/`),
    ).results.find((m) => m.id === message.id);
    expect(sent?.moderation_hidden).toBe(true);
  });

  it('hides with a reason told to the author, thanks the reporters, and lets the author ask one review that another moderator decides', async () => {
    const [first, second] = [await staff('moderator'), await staff('moderator')];
    const [author, reporter, reader] = [await member(), await member(), await member()];
    const publication = await publish(author);
    ok(await report(reporter, 'publication', publication.id), 201);
    const found = await caseOf(first, publication.id);

    const taken = ok<ModerationCase>(
      await call(first, 'POST', `/api/moderation/cases/${found.id}/take/`),
    );
    expect(taken.taken_by?.id).toBe(first.id);
    const noted = ok<ModerationCase>(
      await call(first, 'POST', `/api/moderation/cases/${found.id}/notes/`, { text: 'À masquer' }),
      201,
    );
    expect(noted.notes.map((n) => [n.author?.id, n.text])).toEqual([[first.id, 'À masquer']]);
    const decided = ok<ModerationCase>(
      await decide(first, found.id, { action: 'hide', reason: 'Propos blessants' }),
    );
    expect(decided).toMatchObject({ status: 'closed', hidden: true });
    refused(
      await decide(second, found.id, { action: 'dismiss', reason: 'Non' }),
      409,
      MODERATION_TEXTS.caseClosed,
    );
    refused(await call(reader, 'GET', `/api/publications/post/${publication.id}/`), 404);

    const told = (await notificationsOf(author)).find(
      (n) => n.notification_type === 'MODERATION_HIDDEN',
    );
    expect(told?.message).toBe(
      'La modération a masqué votre contenu. Motif : Propos blessants. Vous pouvez demander un réexamen.',
    );
    // The notification says where the item is; the author sees it marked hidden, no one else.
    expect(told?.more).toEqual({
      id: found.id,
      target_type: 'publication',
      target_id: publication.id,
      publication: publication.id,
    });
    expect(
      ok<{ moderation_hidden?: boolean }>(
        await call(author, 'GET', `/api/publications/post/${publication.id}/`),
      ).moderation_hidden,
    ).toBe(true);
    expect((await notificationsOf(reporter)).map((n) => n.message)).toContain(
      'Merci, nous avons examiné votre signalement.',
    );

    // One review, by the author only; the moderator who decided may not answer it.
    const review = `/api/moderation/cases/${found.id}/review/`;
    refused(await call(reporter, 'POST', review, {}), 404);
    ok(await call(author, 'POST', review, { text: 'Je ne comprends pas' }), 201);
    refused(await call(author, 'POST', review, {}), 409);
    expect((await caseOf(second, publication.id)).review?.text).toBe('Je ne comprends pas');
    const answer = `/api/moderation/cases/${found.id}/review/decision/`;
    refused(
      await call(first, 'POST', answer, { outcome: 'reversed', reason: 'Erreur' }),
      403,
      MODERATION_TEXTS.reviewBySameModerator,
    );
    ok(await call(second, 'POST', answer, { outcome: 'reversed', reason: 'Pas si grave' }));
    const admin = await staff('admin');
    const audit = ok<{ results: { actor_id: string; action: string; case_id: string }[] }>(
      await call(admin, 'GET', '/api/moderation/audit/'),
    ).results.filter((entry) => entry.case_id === found.id);
    expect(audit.map((entry) => [entry.actor_id, entry.action])).toEqual([
      [second.id, 'review_decision'],
      [first.id, 'decision'],
      [first.id, 'note'],
      [first.id, 'take'],
    ]);
    ok(await call(reader, 'GET', `/api/publications/post/${publication.id}/`));
    expect((await notificationsOf(author)).map((n) => n.message)).toContain(
      'Votre demande de réexamen a été traitée : la décision est annulée, votre contenu est de nouveau visible.',
    );
    refused(await call(author, 'POST', review, {}), 409);
  });

  it('sends a hidden item its author edits back to the queue', async () => {
    const moderator = await staff('moderator');
    const author = await member();
    const publication = await publish(author);
    ok(await report(await member(), 'publication', publication.id), 201);
    const found = await caseOf(moderator, publication.id);
    ok(await decide(moderator, found.id, { action: 'hide', reason: 'Hors sujet' }));
    expect((await casesOf(moderator)).map((c) => c.id)).not.toContain(found.id);
    ok(
      await call(author, 'PATCH', `/api/publications/post/${publication.id}/`, { text: 'Corrigé' }),
    );
    await expect.poll(async () => (await casesOf(moderator)).map((c) => c.id)).toContain(found.id);
  });

  it('deletes through the item’s module, and warns in French', async () => {
    const moderator = await staff('moderator');
    const author = await member();
    const [doomed, warned] = [await publish(author), await publish(author)];
    ok(await report(await member(), 'publication', doomed.id), 201);
    ok(await report(await member(), 'publication', warned.id), 201);
    ok(
      await decide(moderator, (await caseOf(moderator, doomed.id)).id, {
        action: 'delete',
        reason: 'Arnaque',
      }),
    );
    refused(await call(author, 'GET', `/api/publications/post/${doomed.id}/`), 404);
    // The queue shows the author's earlier decisions beside the next case.
    const next = await caseOf(moderator, warned.id);
    expect(next.author_history.map((d) => [d.action, d.reason])).toEqual([['delete', 'Arnaque']]);
    ok(
      await decide(moderator, next.id, {
        action: 'warn',
        reason: 'Ton agressif',
      }),
    );
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'La modération a supprimé votre contenu. Motif : Arnaque.',
        'Vous avez reçu un avertissement de la modération. Motif : Ton agressif.',
      ]),
    );
    ok(await call(author, 'GET', `/api/publications/post/${warned.id}/`));
  });

  it('suspends: sign-in refused until it ends, saying until when and why, and the sessions end', async () => {
    const moderator = await staff('moderator');
    const input = await createMember(t);
    const session: SignInResponse = await signIn(t, input);
    const author: Member = {
      id: session.user.id,
      email: input.email,
      titre: '',
      first_name: input.first_name,
      last_name: input.last_name,
      headers: { authorization: `Bearer ${session.access}` },
    };
    const publication = await publish(author);
    ok(await report(await member(), 'publication', publication.id), 201);
    const found = await caseOf(moderator, publication.id);
    refused(
      await decide(moderator, found.id, { action: 'suspend', reason: 'Insultes' }),
      400,
      MODERATION_TEXTS.durationNeeded,
    );
    refused(
      await decide(moderator, found.id, { action: 'hide', reason: 'Insultes', duration: 3 }),
      400,
      MODERATION_TEXTS.durationOnlyForSuspension,
    );
    ok(await decide(moderator, found.id, { action: 'suspend', reason: 'Insultes', duration: 3 }));

    const signInAgain = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/',
        payload: { email: input.email, password: input.password },
      });
    const refusedSignIn = await signInAgain();
    expect(refusedSignIn.statusCode).toBe(403);
    const body = refusedSignIn.json<{ error: string; code: string }>();
    expect(body.code).toBe('account_suspended');
    expect(body.error).toMatch(
      /^Votre compte est suspendu par la modération jusqu’au \d{1,2} \S+ \d{4} à \d{2}:\d{2}\. Motif : Insultes$/,
    );
    // Its refresh token was revoked with every session.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const [revoked] = await rows<{ live: number }>(
      t.database.db,
      sql`select count(*)::int as live from refresh_tokens
        where user_id = ${author.id}::uuid and revoked_at is null and replaced_by is null`,
    );
    expect(revoked?.live).toBe(0);
    // When it ends, sign-in works again.
    await t.database.db.execute(
      sql`update moderation_suspensions set until = now() - interval '1 minute'
        where user_id = ${author.id}::uuid`,
    );
    expect((await signInAgain()).statusCode).toBe(200);
  });

  it('bans: sign-in and refresh refused for good, and the address cannot sign up again', async () => {
    const moderator = await staff('moderator');
    const input = await createMember(t);
    const session = await signIn(t, input);
    const author = {
      ...(await member()),
      id: session.user.id,
      headers: { authorization: `Bearer ${session.access}` },
    };
    const publication = await publish(author);
    ok(await report(await member(), 'publication', publication.id), 201);
    ok(
      await decide(moderator, (await caseOf(moderator, publication.id)).id, {
        action: 'ban',
        reason: 'Arnaques répétées',
      }),
    );
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/',
      payload: { email: input.email, password: input.password },
    });
    refused(
      signInAgain,
      403,
      'Votre compte est suspendu définitivement par la modération. Motif : Arnaques répétées',
    );
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      payload: {
        email: input.email.toUpperCase(),
        password: 'Un-autre-mot-de-passe-solide',
        first_name: 'Re',
        last_name: 'Venu',
        accept_terms: true,
        religious_data_consent: true,
      },
    });
    refused(signUp, 403, 'Cette adresse e-mail ne peut plus être utilisée pour s’inscrire.');
  });
});

describe('the audit log', () => {
  it('records every staff action with who, what, when and why; admins read it; nobody changes it', async () => {
    const [moderator, admin] = [await staff('moderator'), await staff('admin')];
    const publication = await publish(await member());
    ok(await report(await member(), 'publication', publication.id), 201);
    const found = await caseOf(moderator, publication.id);
    ok(await call(moderator, 'POST', `/api/moderation/cases/${found.id}/take/`));
    ok(
      await call(moderator, 'POST', `/api/moderation/cases/${found.id}/notes/`, { text: 'Vu' }),
      201,
    );
    ok(await decide(moderator, found.id, { action: 'dismiss', reason: 'Rien à redire' }));

    refused(
      await call(moderator, 'GET', '/api/moderation/audit/'),
      403,
      MODERATION_TEXTS.adminOnly,
    );
    const log = ok<{
      results: {
        actor_id: string;
        action: string;
        case_id: string;
        reason: string;
        created_at: string;
        details: Record<string, unknown>;
      }[];
    }>(await call(admin, 'GET', '/api/moderation/audit/')).results.filter(
      (entry) => entry.case_id === found.id,
    );
    expect(log.map((entry) => [entry.actor_id, entry.action, entry.reason])).toEqual([
      [moderator.id, 'decision', 'Rien à redire'],
      [moderator.id, 'note', 'Vu'],
      [moderator.id, 'take', ''],
    ]);
    expect(log[0]?.details).toMatchObject({ decision: 'dismiss', target_id: publication.id });
    expect(Number.isNaN(Date.parse(log[0]?.created_at ?? ''))).toBe(false);

    await expect(
      t.database.db.execute(sql`update moderation_audit set reason = 'effacé'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from moderation_audit`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate moderation_audit`)).rejects.toThrow();
    const [left] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from moderation_audit where case_id = ${found.id}::uuid and reason <> 'effacé'`,
    );
    expect(left?.n).toBe(3);
  });
});

describe('who may call which route', () => {
  it('answers guest 401, member 403, group moderator their group’s cases only, moderator all, admin the audit too', async () => {
    const [moderator, admin, plain] = [
      await staff('moderator'),
      await staff('admin'),
      await member(),
    ];
    const owner = await member();
    const group = ok<{ id: string }>(
      await call(owner, 'POST', '/api/groups/', { name: 'Chorale', join_rule: 'OPEN' }),
      201,
    );
    const [writer, reader] = [await member(), await member()];
    ok(await call(writer, 'POST', `/api/groups/${group.id}/join/`, {}));
    ok(await call(reader, 'POST', `/api/groups/${group.id}/join/`, {}));
    const inGroup = await publish(writer, { group_id: group.id });
    const outside = await publish(writer);
    ok(await report(reader, 'publication', inGroup.id), 201);
    ok(await report(reader, 'publication', outside.id), 201);
    const groupCase = await caseOf(moderator, inGroup.id);
    const otherCase = await caseOf(moderator, outside.id);

    // The group's owner sees and takes its case only.
    expect((await casesOf(owner)).map((c) => c.id)).toEqual([groupCase.id]);
    const routes = (caseId: string) =>
      [
        ['GET', '/api/moderation/cases/', undefined],
        ['POST', `/api/moderation/cases/${caseId}/take/`, undefined],
        ['POST', `/api/moderation/cases/${caseId}/notes/`, { text: 'Une note' }],
        [
          'POST',
          `/api/moderation/cases/${caseId}/review/decision/`,
          { outcome: 'upheld', reason: 'Non' },
        ],
        ['GET', '/api/moderation/audit/', undefined],
      ] as const;
    const statuses = async (who: Member | undefined, caseId: string) => {
      const found: number[] = [];
      for (const [method, url, payload] of routes(caseId)) {
        const response = await t.app.inject({
          method,
          url,
          ...(who ? { headers: who.headers } : {}),
          ...(payload ? { payload } : {}),
        });
        found.push(response.statusCode);
      }
      return found;
    };
    expect(await statuses(undefined, groupCase.id)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(plain, groupCase.id)).toEqual([403, 403, 403, 403, 403]);
    // 409 on the review: none was asked.
    expect(await statuses(owner, groupCase.id)).toEqual([200, 200, 201, 409, 403]);
    expect(await statuses(owner, otherCase.id)).toEqual([200, 404, 404, 404, 403]);
    expect(await statuses(moderator, otherCase.id)).toEqual([200, 200, 201, 409, 403]);
    expect(await statuses(admin, otherCase.id)).toEqual([200, 200, 201, 409, 200]);
    const guestReport = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/reports/',
      payload: { target_type: 'publication', target_id: outside.id, reason: 'spam' },
    });
    expect(guestReport.statusCode).toBe(401);
    refused(await decide(plain, groupCase.id, { action: 'dismiss', reason: 'Non' }), 403);
    refused(await decide(owner, otherCase.id, { action: 'dismiss', reason: 'Non' }), 404);
    ok(await decide(owner, groupCase.id, { action: 'dismiss', reason: 'Rien à redire' }));
    refused(await call(plain, 'POST', `/api/moderation/cases/${groupCase.id}/review/`, {}), 404);
  });
});
