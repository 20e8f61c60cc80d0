import type {
  Group,
  GroupMember,
  GroupPage,
  NotificationPage,
  Publication,
  PublicationPage,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  type Member,
  relationAction,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createGroupsRepository } from './groups.repository.ts';
import { GROUPS_TEXTS } from './groups.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

const member = () => createSignedInMember(t);

const countGroups = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from groups`))[0]?.n;

async function createGroup(owner: Member, body: object = {}): Promise<Group> {
  return ok<Group>(
    await call(owner, 'POST', '/api/groups/', { name: 'Chorale Saint-Jean', ...body }),
    201,
  );
}

const getGroup = (viewer: Member, group: Group) => call(viewer, 'GET', `/api/groups/${group.id}/`);
const join = (who: Member, group: Group, message?: string) =>
  call(who, 'POST', `/api/groups/${group.id}/join/`, message === undefined ? {} : { message });
const leave = (who: Member, group: Group) => call(who, 'POST', `/api/groups/${group.id}/leave/`);
const act = (actor: Member, group: Group, target: Member, action: string, role?: string) =>
  call(actor, 'POST', `/api/groups/${group.id}/members/${target.id}/`, {
    action,
    ...(role ? { role } : {}),
  });
const list = async (viewer: Member, query: string, extra = '') =>
  ok<GroupPage>(await call(viewer, 'GET', `/api/groups/?query=${query}${extra}`));
const names = (page: GroupPage) => page.results.map((g) => g.name);

const publish = (author: Member, group: Group | null, text = 'Bonjour à tous') =>
  call(author, 'POST', '/api/publications/', {
    type: 'texte',
    text,
    ...(group ? { group_id: group.id } : { audience: 'public' }),
  });
const feedOf = async (viewer: Member) =>
  ok<PublicationPage>(await call(viewer, 'GET', '/api/publications/?limit=50')).results;
const groupFeed = (viewer: Member, group: Group) =>
  call(viewer, 'GET', `/api/groups/${group.id}/publications/`);

/** A group with an owner and, joined through the API, members. */
async function groupWith(body: object, ...others: Member[]) {
  const owner = await member();
  const group = await createGroup(owner, { join_rule: 'OPEN', ...body });
  for (const other of others) {
    await createGroupsRepository(t.database.db, 3).insertMembership({
      groupId: group.id,
      userId: other.id,
      status: 'MEMBER',
    });
  }
  return { owner, group };
}

const notificationsOf = async (who: Member) =>
  (await createNotificationsRepository(t.database.db).listFor(who.id)).map((n) => ({
    type: n.notificationType,
    message: n.message,
  }));

describe('creating a group', () => {
  it('makes the creator its owner, with pictures from their own uploads', async () => {
    const owner = await member();
    const image = await createMedia(t, owner.id);
    const group = await createGroup(owner, {
      description: 'Toutes les voix sont les bienvenues.',
      visibility: 'PRIVATE',
      join_rule: 'REQUEST',
      image,
    });
    expect(group).toMatchObject({
      kind: 'GROUP',
      visibility: 'PRIVATE',
      join_rule: 'REQUEST',
      image,
      member_count: 1,
      my_role: 'OWNER',
      my_status: 'MEMBER',
      notify_posts: true,
      archived: false,
      page: null,
    });
  });

  it("refuses another member's upload and a short name, writing nothing", async () => {
    const owner = await member();
    const other = await member();
    const before = await countGroups();
    refused(
      await call(owner, 'POST', '/api/groups/', {
        name: 'Chorale',
        image: await createMedia(t, other.id),
      }),
      400,
      GROUPS_TEXTS.notYourPicture,
    );
    refused(
      await call(owner, 'POST', '/api/groups/', { name: 'C' }),
      400,
      'Le nom doit contenir au moins 2 caractères.',
    );
    refused(
      await call(owner, 'POST', '/api/groups/', { name: 'Chorale', visibility: 'HIDDEN' }),
      400,
      'La visibilité doit être « PUBLIC », « PRIVATE » ou « SECRET ».',
    );
    expect(await countGroups()).toBe(before);
  });

  it('makes a page public and open whatever is sent, with its page fields', async () => {
    const owner = await member();
    const page = await createGroup(owner, {
      name: 'Paroisse Saint-Pierre',
      kind: 'PAGE',
      visibility: 'SECRET',
      join_rule: 'INVITE',
      category: 'paroisse',
      schedule: 'Dimanche 10 h 30',
      website: 'https://paroisse.example.org',
    });
    expect(page).toMatchObject({
      kind: 'PAGE',
      visibility: 'PUBLIC',
      join_rule: 'OPEN',
      page: { category: 'paroisse', schedule: 'Dimanche 10 h 30' },
    });
    refused(
      await call(owner, 'POST', '/api/groups/', { name: 'Page', kind: 'PAGE', website: 'ftp://x' }),
      400,
      'Le site doit commencer par http:// ou https://.',
    );
  });
});

describe('visibility', () => {
  it('hides a secret group from non-members (404), lists and search; the invited see it', async () => {
    const { owner, group } = await groupWith({
      name: 'Conseil pastoral',
      visibility: 'SECRET',
      join_rule: 'INVITE',
    });
    const stranger = await member();
    refused(await getGroup(stranger, group), 404, GROUPS_TEXTS.notFound);
    refused(await groupFeed(stranger, group), 404);
    refused(await join(stranger, group), 404);
    expect(names(await list(stranger, 'discover', '&search=conseil'))).toEqual([]);
    const friend = await member();
    await befriend(t, owner, friend);
    ok(await act(owner, group, friend, 'invite'));
    expect(ok<Group>(await getGroup(friend, group)).my_status).toBe('INVITED');
    expect(names(await list(friend, 'invitations'))).toEqual(['Conseil pastoral']);
  });

  it("shows a private group's card but not its publications or members to non-members", async () => {
    const { owner, group } = await groupWith({ visibility: 'PRIVATE', join_rule: 'REQUEST' });
    ok(await publish(owner, group, 'Réservé aux membres'), 201);
    const stranger = await member();
    expect(ok<Group>(await getGroup(stranger, group))).toMatchObject({
      my_status: 'NONE',
      member_count: 1,
    });
    refused(await groupFeed(stranger, group), 403, GROUPS_TEXTS.notMember);
    refused(await call(stranger, 'GET', `/api/groups/${group.id}/members/`), 403);
  });

  it('lets every member read a public group, but only members publish or comment', async () => {
    const { owner, group } = await groupWith({ visibility: 'PUBLIC' });
    const post = ok<Publication>(await publish(owner, group), 201);
    const reader = await member();
    const page = ok<PublicationPage>(await groupFeed(reader, group));
    expect(page.results.map((p) => p.id)).toEqual([post.id]);
    expect(page.results[0]?.group).toEqual({
      id: group.id,
      kind: 'GROUP',
      name: group.name,
      logo: null,
    });
    refused(await publish(reader, group), 403, GROUPS_TEXTS.notMember);
    refused(
      await call(reader, 'POST', `/api/publications/post/${post.id}/comments/`, { text: 'Hé' }),
      403,
      GROUPS_TEXTS.notMember,
    );
    refused(
      await call(reader, 'POST', `/api/publications/post/${post.id}/react/`, { kind: 'amen' }),
      403,
    );
  });
});

describe('joining', () => {
  it('OPEN: member at once, counted once even when asked twice', async () => {
    const { group } = await groupWith({ join_rule: 'OPEN' });
    const newcomer = await member();
    const [first, second] = await Promise.all([join(newcomer, group), join(newcomer, group)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(ok<Group>(await getGroup(newcomer, group))).toMatchObject({
      my_status: 'MEMBER',
      my_role: 'MEMBER',
      member_count: 2,
    });
  });

  it('REQUEST: a request with its message, 409 when repeated, accepted by a moderator', async () => {
    const { owner, group } = await groupWith({ join_rule: 'REQUEST', name: 'Jeunes pro' });
    const asker = await member();
    const asked = ok<Group>(await join(asker, group, 'Bonjour, je peux venir ?'));
    expect(asked.my_status).toBe('REQUESTED');
    refused(await join(asker, group), 409, GROUPS_TEXTS.alreadyRequested);
    const owners = ok<Group>(await getGroup(owner, group));
    expect(owners.requests_count).toBe(1);
    const requests = ok<{ results: GroupMember[] }>(
      await call(owner, 'GET', `/api/groups/${group.id}/members/?status=REQUESTED`),
    );
    expect(requests.results.map((r) => [r.user.id, r.message])).toEqual([
      [asker.id, 'Bonjour, je peux venir ?'],
    ]);
    // A plain member may not see or accept requests.
    const plain = await member();
    ok(await join(plain, group));
    ok(await act(owner, group, plain, 'accept'));
    refused(await call(plain, 'GET', `/api/groups/${group.id}/members/?status=REQUESTED`), 403);
    refused(await act(plain, group, asker, 'accept'), 403, GROUPS_TEXTS.notModerator);
    expect(ok<GroupMember>(await act(owner, group, asker, 'accept')).status).toBe('MEMBER');
    expect(ok<Group>(await getGroup(asker, group)).member_count).toBe(3);
    expect(await notificationsOf(owner)).toContainEqual({
      type: 'GROUP_REQUEST_NEW',
      message: `${asker.first_name} ${asker.last_name} demande à rejoindre « Jeunes pro ».`,
    });
    expect((await notificationsOf(asker)).map((n) => n.type)).toEqual(['GROUP_REQUEST_ACCEPT']);
  });

  it('REQUEST: a refused request leaves no row; the member may ask again', async () => {
    const { owner, group } = await groupWith({ join_rule: 'REQUEST' });
    const asker = await member();
    ok(await join(asker, group));
    expect(ok<GroupMember>(await act(owner, group, asker, 'reject')).status).toBe('NONE');
    expect(ok<Group>(await getGroup(asker, group)).my_status).toBe('NONE');
    expect(ok<Group>(await join(asker, group)).my_status).toBe('REQUESTED');
    expect(ok<Group>(await leave(asker, group)).my_status).toBe('NONE');
  });

  it('INVITE: refuses a join without invitation; members may not invite, moderators may', async () => {
    const { owner, group } = await groupWith({ join_rule: 'INVITE', visibility: 'PRIVATE' });
    const stranger = await member();
    refused(await join(stranger, group), 403, GROUPS_TEXTS.inviteOnly);
    const plain = await member();
    await befriend(t, owner, plain);
    ok(await act(owner, group, plain, 'invite'));
    ok(await join(plain, group));
    const friend = await member();
    await befriend(t, plain, friend);
    refused(await act(plain, group, friend, 'invite'), 403, GROUPS_TEXTS.inviteModeratorsOnly);
    ok(await act(owner, group, plain, 'set_role', 'MODERATOR'));
    expect(ok<GroupMember>(await act(plain, group, friend, 'invite')).status).toBe('INVITED');
  });

  it('invitations go to friends only, are accepted by joining or refused by leaving', async () => {
    const { owner, group } = await groupWith({ join_rule: 'OPEN', name: 'Parcours Alpha' });
    const stranger = await member();
    refused(await act(owner, group, stranger, 'invite'), 403, GROUPS_TEXTS.inviteFriendsOnly);
    const friend = await member();
    await befriend(t, owner, friend);
    ok(await act(owner, group, friend, 'invite'));
    refused(await act(owner, group, friend, 'invite'), 409, GROUPS_TEXTS.alreadyInvited);
    expect(
      ok<{ count: number }>(await call(friend, 'GET', '/api/groups/invitations/count/')),
    ).toEqual({
      count: 1,
    });
    expect(await notificationsOf(friend)).toContainEqual({
      type: 'GROUP_INVITATION',
      message: `${owner.first_name} ${owner.last_name} vous invite à rejoindre « Parcours Alpha ».`,
    });
    expect(ok<Group>(await leave(friend, group)).my_status).toBe('NONE');
    ok(await act(owner, group, friend, 'invite'));
    expect(ok<Group>(await join(friend, group)).my_status).toBe('MEMBER');
  });

  it('a banned member cannot ask again; lifting the ban lets them', async () => {
    const { owner, group } = await groupWith({ join_rule: 'REQUEST' });
    const troll = await member();
    ok(await join(troll, group));
    ok(await act(owner, group, troll, 'accept'));
    expect(ok<GroupMember>(await act(owner, group, troll, 'ban')).status).toBe('BANNED');
    expect(ok<Group>(await getGroup(owner, group)).member_count).toBe(1);
    refused(await join(troll, group), 403, GROUPS_TEXTS.banned);
    refused(await publish(troll, group), 403, GROUPS_TEXTS.notMember);
    ok(await act(owner, group, troll, 'reject'));
    expect(ok<Group>(await join(troll, group)).my_status).toBe('REQUESTED');
  });
});

describe('roles', () => {
  it('the last owner can neither leave nor be demoted until another is owner', async () => {
    const { owner, group } = await groupWith({});
    const second = await member();
    ok(await join(second, group));
    refused(await leave(owner, group), 409, GROUPS_TEXTS.lastOwner);
    refused(await act(second, group, owner, 'set_role', 'MEMBER'), 403);
    ok(await act(owner, group, second, 'set_role', 'OWNER'));
    expect(await notificationsOf(second)).toContainEqual(
      expect.objectContaining({ type: 'GROUP_ROLE_CHANGE' }),
    );
    // Two owners demoting each other at once: one of them stays owner.
    const [a, b] = await Promise.all([
      act(owner, group, second, 'set_role', 'MEMBER'),
      act(second, group, owner, 'set_role', 'MEMBER'),
    ]);
    // The loser is no longer an owner when its turn comes (403), or was the last one (409).
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(Math.max(a.statusCode, b.statusCode));
    const owners = ok<{ results: GroupMember[] }>(
      await call(owner, 'GET', `/api/groups/${group.id}/members/?role=OWNER`),
    );
    expect(owners.results).toHaveLength(1);
  });

  it('moderators remove and ban only those ranked below them; admins cannot touch owners', async () => {
    const { owner, group } = await groupWith({});
    const [admin, moderator, plain] = [await member(), await member(), await member()];
    for (const m of [admin, moderator, plain]) ok(await join(m, group));
    ok(await act(owner, group, admin, 'set_role', 'ADMIN'));
    ok(await act(admin, group, moderator, 'set_role', 'MODERATOR'));
    refused(await act(moderator, group, admin, 'remove'), 403, GROUPS_TEXTS.outranked);
    refused(
      await act(moderator, group, plain, 'set_role', 'MODERATOR'),
      403,
      GROUPS_TEXTS.notAdmin,
    );
    refused(await act(admin, group, owner, 'set_role', 'MEMBER'), 403, GROUPS_TEXTS.notOwner);
    refused(await act(admin, group, plain, 'set_role', 'OWNER'), 403, GROUPS_TEXTS.notOwner);
    expect(ok<GroupMember>(await act(moderator, group, plain, 'remove')).status).toBe('NONE');
    expect(ok<Group>(await getGroup(owner, group)).member_count).toBe(3);
  });

  it('owners and admins edit; only owners archive; an archived group is read-only and undiscoverable', async () => {
    const { owner, group } = await groupWith({ name: 'Servants d’autel' });
    const [admin, plain] = [await member(), await member()];
    ok(await join(admin, group));
    ok(await join(plain, group));
    ok(await act(owner, group, admin, 'set_role', 'ADMIN'));
    refused(await call(plain, 'PATCH', `/api/groups/${group.id}/`, { name: 'Nouveau nom' }), 403);
    expect(
      ok<Group>(await call(admin, 'PATCH', `/api/groups/${group.id}/`, { visibility: 'PRIVATE' }))
        .visibility,
    ).toBe('PRIVATE');
    refused(await call(admin, 'DELETE', `/api/groups/${group.id}/`), 403, GROUPS_TEXTS.notOwner);
    const post = ok<Publication>(await publish(plain, group), 201);
    ok(await call(owner, 'DELETE', `/api/groups/${group.id}/`), 204);
    expect(ok<Group>(await getGroup(plain, group)).archived).toBe(true);
    refused(await publish(plain, group), 403, GROUPS_TEXTS.archived);
    refused(
      await call(plain, 'POST', `/api/publications/post/${post.id}/comments/`, { text: 'Hé' }),
      403,
      GROUPS_TEXTS.archived,
    );
    refused(await join(await member(), group), 403, GROUPS_TEXTS.archived);
    expect(names(await list(await member(), 'discover', '&search=servants'))).toEqual([]);
    // Still readable by its members.
    expect(ok<PublicationPage>(await groupFeed(plain, group)).results).toHaveLength(1);
  });

  it('moderators remove publications and comments in their group, not elsewhere', async () => {
    const { owner, group } = await groupWith({});
    const [moderator, plain] = [await member(), await member()];
    ok(await join(moderator, group));
    ok(await join(plain, group));
    ok(await act(owner, group, moderator, 'set_role', 'MODERATOR'));
    const post = ok<Publication>(await publish(plain, group), 201);
    const comment = ok<{ id: string }>(
      await call(plain, 'POST', `/api/publications/post/${post.id}/comments/`, {
        text: 'Hors sujet',
      }),
      201,
    );
    // Another member of the group who is not a moderator may not.
    const other = await member();
    ok(await join(other, group));
    refused(await call(other, 'DELETE', `/api/publications/post/${post.id}/`), 403);
    ok(await call(moderator, 'DELETE', `/api/publications/comments/${comment.id}/`), 204);
    const elsewhere = ok<Publication>(await publish(plain, null), 201);
    refused(await call(moderator, 'DELETE', `/api/publications/post/${elsewhere.id}/`), 403);
    ok(await call(moderator, 'DELETE', `/api/publications/post/${post.id}/`), 204);
    expect(ok<PublicationPage>(await groupFeed(owner, group)).results).toEqual([]);
  });
});

describe('group publications in feeds', () => {
  it("reach members' home feeds labelled with the group, never a non-member's", async () => {
    const { owner, group } = await groupWith({ visibility: 'PRIVATE', name: 'Prière du mardi' });
    const insider = await member();
    ok(await join(insider, group));
    const outsiderFriend = await member();
    await befriend(t, owner, outsiderFriend);
    const post = ok<Publication>(await publish(owner, group, 'Intentions de la semaine'), 201);
    expect(post.audience).toBe('group');
    const insiderFeed = await feedOf(insider);
    expect(insiderFeed.find((p) => p.id === post.id)?.group?.name).toBe('Prière du mardi');
    // The author's friend who is not a member: not in the feed, not by id, not on the profile.
    expect((await feedOf(outsiderFriend)).map((p) => p.id)).not.toContain(post.id);
    refused(await call(outsiderFriend, 'GET', `/api/publications/post/${post.id}/`), 404);
    const profile = ok<PublicationPage>(
      await call(outsiderFriend, 'GET', `/api/publications/?author=${owner.id}`),
    );
    expect(profile.results.map((p) => p.id)).not.toContain(post.id);
    const activity = await call(
      outsiderFriend,
      'GET',
      `/api/publications/activity/?author=${owner.id}`,
    );
    expect(activity.body).not.toContain(post.id);
    // Nor by a notification: members hear of it, friends do not.
    expect((await notificationsOf(insider)).map((n) => n.type)).toContain('GROUP_POST_NEW');
    expect((await notificationsOf(outsiderFriend)).map((n) => n.type)).not.toContain('POST_NEW');
    expect((await notificationsOf(outsiderFriend)).map((n) => n.type)).not.toContain(
      'GROUP_POST_NEW',
    );
  });

  it('a member banned from a secret group no longer sees it named anywhere: not their own publication there, not its notifications', async () => {
    const owner = await member();
    const group = await createGroup(owner, {
      name: 'Cercle de discernement',
      visibility: 'SECRET',
      join_rule: 'INVITE',
    });
    const banned = await member();
    await befriend(t, owner, banned);
    ok(await act(owner, group, banned, 'invite'));
    ok(await join(banned, group));
    ok(await act(owner, group, banned, 'set_role', 'MODERATOR'));
    const own = ok<Publication>(await publish(banned, group, 'Ma question au cercle'), 201);
    ok(await publish(owner, group, 'Prochaine rencontre jeudi'), 201);
    const bannedSees = async () => {
      const feed = ok<PublicationPage>(await call(banned, 'GET', '/api/publications/?limit=50'));
      const profile = ok<PublicationPage>(
        await call(banned, 'GET', `/api/publications/?author=${banned.id}`),
      );
      const activity = await call(banned, 'GET', `/api/publications/activity/?author=${banned.id}`);
      const byId = await call(banned, 'GET', `/api/publications/post/${own.id}/`);
      const notifications = ok<NotificationPage>(await call(banned, 'GET', '/api/notifications/'));
      return {
        feed: feed.results.some((p) => p.id === own.id),
        profile: profile.results.some((p) => p.id === own.id),
        activity: ok(activity) !== undefined && activity.body.includes(own.id),
        byId: byId.statusCode,
        named: [...feed.results, ...profile.results].some((p) => p.group?.id === group.id),
        notified: notifications.results
          .filter((n) => n.message.includes('Cercle de discernement'))
          .map((n) => n.notification_type)
          .sort(),
        unread: notifications.unread_count,
      };
    };
    const before = await bannedSees();
    expect(before).toMatchObject({
      feed: true,
      profile: true,
      activity: true,
      byId: 200,
      named: true,
      notified: ['GROUP_INVITATION', 'GROUP_POST_NEW', 'GROUP_ROLE_CHANGE'],
    });
    ok(await act(owner, group, banned, 'ban'));
    expect(await bannedSees()).toEqual({
      feed: false,
      profile: false,
      activity: false,
      byId: 404,
      named: false,
      notified: [],
      unread: before.unread - 3,
    });
    // The group's own moderators still read it.
    ok(await call(owner, 'GET', `/api/publications/post/${own.id}/`));
  });

  it('a member who leaves a public group still sees their own publication there', async () => {
    const { group } = await groupWith({ name: 'Marche de Pâques' });
    const walker = await member();
    ok(await join(walker, group));
    const own = ok<Publication>(await publish(walker, group, 'Photos de la marche'), 201);
    ok(await leave(walker, group));
    ok(await call(walker, 'GET', `/api/publications/post/${own.id}/`));
    const profile = ok<PublicationPage>(
      await call(walker, 'GET', `/api/publications/?author=${walker.id}`),
    );
    expect(profile.results.map((p) => p.id)).toContain(own.id);
  });

  it("'Notifier les nouvelles publications' off: the member hears nothing of new publications", async () => {
    const { owner, group } = await groupWith({});
    const quiet = await member();
    ok(await join(quiet, group));
    expect(
      ok<Group>(
        await call(quiet, 'PATCH', `/api/groups/${group.id}/membership/`, { notify_posts: false }),
      ).notify_posts,
    ).toBe(false);
    ok(await publish(owner, group), 201);
    expect(await notificationsOf(quiet)).toEqual([]);
  });

  it('is off by default for a group of 50 members or more', async () => {
    const crowd = await Promise.all(Array.from({ length: 49 }, () => member()));
    const { group } = await groupWith({}, ...crowd);
    const late = await member();
    expect(ok<Group>(await join(late, group)).notify_posts).toBe(false);
  });

  it("a page's followers see its posts as the page's; only its admins publish", async () => {
    const admin = await member();
    const page = await createGroup(admin, { name: 'Secours catholique', kind: 'PAGE' });
    const follower = await member();
    expect(ok<Group>(await join(follower, page)).my_status).toBe('MEMBER');
    refused(await publish(follower, page), 403, GROUPS_TEXTS.pageAdminsOnly);
    const post = ok<Publication>(await publish(admin, page, 'Collecte samedi'), 201);
    const seen = (await feedOf(follower)).find((p) => p.id === post.id);
    expect(seen?.group).toMatchObject({ kind: 'PAGE', name: 'Secours catholique' });
    // A reader who does not follow may still comment on a page.
    ok(
      await call(await member(), 'POST', `/api/publications/post/${post.id}/comments/`, {
        text: 'Merci !',
      }),
      201,
    );
    expect(ok<Group>(await leave(follower, page)).my_status).toBe('NONE');
    expect((await feedOf(follower)).map((p) => p.id)).not.toContain(post.id);
  });
});

describe('blocks', () => {
  it('hide publications and members across a block, in groups too, and stop invitations', async () => {
    const { owner, group } = await groupWith({});
    const [blocker, blocked] = [await member(), await member()];
    ok(await join(blocker, group));
    ok(await join(blocked, group));
    await block(t, blocker, blocked);
    const post = ok<Publication>(await publish(blocked, group, 'Vous me voyez ?'), 201);
    expect((await feedOf(blocker)).map((p) => p.id)).not.toContain(post.id);
    expect(
      ok<PublicationPage>(await groupFeed(blocker, group)).results.map((p) => p.id),
    ).not.toContain(post.id);
    const membersSeen = async (viewer: Member) =>
      ok<{ results: GroupMember[] }>(
        await call(viewer, 'GET', `/api/groups/${group.id}/members/`),
      ).results.map((m) => m.user.id);
    expect(await membersSeen(blocker)).not.toContain(blocked.id);
    expect(await membersSeen(blocked)).not.toContain(blocker.id);
    expect(await membersSeen(owner)).toEqual(expect.arrayContaining([blocker.id, blocked.id]));
    refused(await act(blocked, group, blocker, 'invite'), 403, GROUPS_TEXTS.inviteFriendsOnly);
  });

  const requestsSeenBy = async (viewer: Member, group: Group) =>
    ok<{ results: GroupMember[] }>(
      await call(viewer, 'GET', `/api/groups/${group.id}/members/?status=REQUESTED`),
    ).results.map((m) => m.user.id);

  /** A private group on request, with an admin who is not its owner. */
  async function privateGroupWithAdmin() {
    const admin = await member();
    const { owner, group } = await groupWith(
      { visibility: 'PRIVATE', join_rule: 'REQUEST', name: 'Équipe liturgique' },
      admin,
    );
    ok(await act(owner, group, admin, 'set_role', 'ADMIN'));
    return { owner, admin, group };
  }

  it("a member blocked either way with the group's owner may not ask to join: 403, nothing written", async () => {
    const { owner, admin, group } = await privateGroupWithAdmin();
    const blockedByOwner = await member();
    const blockerOfOwner = await member();
    await block(t, owner, blockedByOwner);
    await block(t, blockerOfOwner, owner);
    for (const asker of [blockedByOwner, blockerOfOwner]) {
      refused(await join(asker, group, 'Je peux venir ?'), 403, GROUPS_TEXTS.blockedWithOwner);
      expect(await createGroupsRepository(t.database.db, 3).membership(group.id, asker.id)).toBe(
        undefined,
      );
    }
    expect(await requestsSeenBy(admin, group)).toEqual([]);
    expect(ok<Group>(await getGroup(admin, group)).requests_count).toBe(0);
    expect((await notificationsOf(admin)).map((n) => n.type)).not.toContain('GROUP_REQUEST_NEW');
    // An open group or a page the same: a block with its owner keeps the member out.
    const { owner: openOwner, group: open } = await groupWith({ join_rule: 'OPEN' });
    await block(t, openOwner, blockedByOwner);
    refused(await join(blockedByOwner, open), 403, GROUPS_TEXTS.blockedWithOwner);
    // Nor is such a member invited: the invitation could not be accepted.
    await befriend(t, admin, blockedByOwner);
    refused(
      await act(admin, group, blockedByOwner, 'invite'),
      403,
      GROUPS_TEXTS.memberBlockedWithOwner,
    );
    expect(
      await createGroupsRepository(t.database.db, 3).membership(group.id, blockedByOwner.id),
    ).toBe(undefined);
  });

  it("a request made before the owner's block is shown to no admin and cannot be accepted until the block is lifted", async () => {
    const { owner, admin, group } = await privateGroupWithAdmin();
    const asker = await member();
    await befriend(t, admin, asker);
    ok(await join(asker, group));
    expect(await requestsSeenBy(admin, group)).toEqual([asker.id]);
    const requestNews = async () =>
      (await notificationsOf(admin)).filter((n) => n.type === 'GROUP_REQUEST_NEW').length;
    expect(await requestNews()).toBe(1);
    await block(t, owner, asker);
    expect(await requestsSeenBy(admin, group)).toEqual([]);
    expect(await requestNews()).toBe(0);
    expect(ok<Group>(await getGroup(admin, group)).requests_count).toBe(0);
    refused(await act(admin, group, asker, 'accept'), 403, GROUPS_TEXTS.memberBlockedWithOwner);
    // An admin who invites someone who asked accepts them: refused the same.
    refused(await act(admin, group, asker, 'invite'), 403, GROUPS_TEXTS.memberBlockedWithOwner);
    expect(ok<Group>(await getGroup(asker, group))).toMatchObject({
      my_status: 'REQUESTED',
      member_count: 2,
    });
    expect((await notificationsOf(asker)).map((n) => n.type)).not.toContain('GROUP_REQUEST_ACCEPT');
    ok(await relationAction(t, owner, asker, 'unblock'));
    expect(await requestsSeenBy(admin, group)).toEqual([asker.id]);
    expect(await requestNews()).toBe(1);
    expect(ok<GroupMember>(await act(admin, group, asker, 'accept')).status).toBe('MEMBER');
  });

  it('a block with an admin who is not an owner keeps that admin away from the request, not the member out of the group', async () => {
    // The owners hold the group: their blocks decide who may belong. An admin's block is
    // their own affair: they neither see nor accept the member's request, another moderator
    // does (otherwise any admin could keep anyone out of the group by blocking them).
    const { owner, admin, group } = await privateGroupWithAdmin();
    const asker = await member();
    await block(t, asker, admin);
    expect(ok<Group>(await join(asker, group)).my_status).toBe('REQUESTED');
    expect(await requestsSeenBy(admin, group)).toEqual([]);
    expect(ok<Group>(await getGroup(admin, group)).requests_count).toBe(0);
    refused(await act(admin, group, asker, 'accept'), 404, GROUPS_TEXTS.memberNotFound);
    expect(ok<Group>(await getGroup(asker, group)).my_status).toBe('REQUESTED');
    expect(await requestsSeenBy(owner, group)).toEqual([asker.id]);
    expect(ok<GroupMember>(await act(owner, group, asker, 'accept')).status).toBe('MEMBER');
  });
});

describe('lists', () => {
  it("mine, discover (friends' groups first) and accent-insensitive search, paged", async () => {
    const me = await member();
    const friend = await member();
    await befriend(t, me, friend);
    const { group: eglise } = await groupWith({ name: 'Amis de l’Église Saint-Éloi' });
    const { group: withFriend } = await groupWith({ name: 'Marcheurs' }, friend);
    await groupWith({ name: 'Secret', visibility: 'SECRET', join_rule: 'INVITE' });
    const mine = await createGroup(me, { name: 'Mon groupe' });
    const discover = await list(me, 'discover', '&limit=50');
    expect(names(discover)).not.toContain('Mon groupe');
    expect(names(discover)).not.toContain('Secret');
    expect(discover.results[0]?.id).toBe(withFriend.id);
    expect(discover.results[0]?.friends.map((f) => f.id)).toEqual([friend.id]);
    expect(names(await list(me, 'discover', '&search=eglise%20saint-eloi'))).toEqual([eglise.name]);
    expect(names(await list(me, 'mine'))).toEqual([mine.name]);
    // Pages: one at a time, no repeat, no loss.
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: GroupPage = await list(
        me,
        'discover',
        `&limit=1${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
      );
      seen.push(...page.results.map((g) => g.id));
      next = page.next;
    } while (next);
    expect(seen).toEqual(discover.results.map((g) => g.id));
    refused(await call(me, 'GET', '/api/groups/?query=mine&cursor=abc'), 400);
  });
});

it('keeps member_count equal to the members (repository check)', async () => {
  const { owner, group } = await groupWith({});
  const others = [await member(), await member(), await member()];
  await Promise.all(others.map((o) => join(o, group)));
  await leave(others[0] as Member, group);
  ok(await act(owner, group, others[1] as Member, 'ban'));
  const row = await createGroupsRepository(t.database.db, 3).findRow(group.id);
  const [counted] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from group_members
      where group_id = ${group.id}::uuid and status = 'MEMBER'`,
  );
  expect(row?.memberCount).toBe(counted?.n);
  expect(row?.memberCount).toBe(2);
});
