import type {
  Article,
  CreateEventBody,
  Event,
  Group,
  SearchKind,
  SearchResults,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const call = caller(() => t);

let me: Member;
let friend: Member;
let editor: Member;
let helene: Member;
let martin: Member;
let bernard: Member;
let blocker: Member;
let blocked: Member;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function createGroup(owner: Member, body: object): Promise<Group> {
  return ok<Group>(await call(owner, 'POST', '/api/groups/', body), 201);
}
async function createEvent(organiser: Member, body: Partial<CreateEventBody>): Promise<Event> {
  return ok<Event>(
    await call(organiser, 'POST', '/api/events/', {
      starts_at: inHours(48),
      ends_at: inHours(50),
      location: 'Salle paroissiale',
      ...body,
    }),
    201,
  );
}
async function write(body: object): Promise<Article> {
  return ok<Article>(
    await call(editor, 'POST', '/api/blogs/', {
      summary: 'Des nouvelles de la paroisse.',
      body: 'Le texte.',
      category: 'vie-paroissiale',
      status: 'published',
      ...body,
    }),
    201,
  );
}

const search = (who: Member, params: Record<string, string>) =>
  call(who, 'GET', `/api/search/?${new URLSearchParams(params).toString()}`);

/** The titles found of one kind, in their order. */
async function titles(q: string, kind: SearchKind, who = me): Promise<string[]> {
  const answer = ok<SearchResults>(await search(who, { q, kind, limit: '50' }));
  return answer.sections[0]?.results.map((hit) => hit.title) ?? [];
}

let chorale: Group;
let secret: Group;
let page: Group;
let pilgrimage: Event;
let draft: Event;
let friendsOnly: Event;

beforeAll(async () => {
  t = await createTestApp();
  me = await createSignedInMember(t, { first_name: 'Marie', last_name: 'Dupont' });
  friend = await createSignedInMember(t, { first_name: 'Paul', last_name: 'Roux' });
  editor = await createSignedInMember(t, { first_name: 'Luc', last_name: 'Éditeur' });
  await t.app.services.roles.grant(editor.id, 'editor');
  helene = await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Lefèvre' });
  await createSignedInMember(t, { first_name: 'Helena', last_name: 'Moreau' });
  martin = await createSignedInMember(t, { first_name: 'Martin', last_name: 'Petit' });
  bernard = await createSignedInMember(t, { first_name: 'Bernard', last_name: 'Martin' });
  blocker = await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Bloqueuse' });
  blocked = await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Bloquée' });
  await block(t, blocker, me);
  await block(t, me, blocked);
  await befriend(t, me, friend);
  await befriend(t, friend, bernard);

  chorale = await createGroup(friend, {
    name: 'Chorale Saint-Jean',
    description: 'Nous chantons les célébrations du dimanche.',
  });
  await createGroup(friend, { name: 'Servants d’autel', description: 'Au service de la messe.' });
  secret = await createGroup(friend, {
    name: 'Conseil pastoral secret',
    visibility: 'SECRET',
    join_rule: 'INVITE',
  });
  page = await createGroup(friend, {
    name: 'Paroisse N.-D. de Lourdes',
    kind: 'PAGE',
    category: 'paroisse',
  });

  pilgrimage = await createEvent(friend, {
    title: 'Pèlerinage à Ste Thérèse',
    location: 'Basilique de Lisieux',
    description: 'Nous célébrerons la messe ensemble.',
  });
  draft = await createEvent(friend, { title: 'Pèlerinage en préparation', status: 'draft' });
  friendsOnly = await createEvent(blocked, { title: 'Pèlerinage des amis', audience: 'friends' });

  await write({ title: 'Les célébrations de Noël', body: 'Horaires des messes à Notre-Dame.' });
  await write({ title: 'Brouillon sur les célébrations', status: 'draft' });
});
afterAll(() => t.close());

describe('GET /api/search/', () => {
  it('ignores accents and case, and finds the start of names', async () => {
    const answer = ok<SearchResults>(await search(me, { q: 'helene', kind: 'members' }));
    expect(answer.sections[0]?.results.map((hit) => hit.id)).toEqual([helene.id]);
    expect(await titles('HÉLÈNE lef', 'members')).toEqual(['Hélène Lefèvre']);
    expect((await titles('hel', 'members')).sort()).toEqual(['Helena Moreau', 'Hélène Lefèvre']);
    expect(await titles('CHORALE', 'groups')).toEqual(['Chorale Saint-Jean']);
  });

  it('ranks a first name before a surname, then friends in common', async () => {
    expect(await titles('martin', 'members')).toEqual(['Martin Petit', 'Bernard Martin']);
    const answer = ok<SearchResults>(await search(me, { q: 'bernard', kind: 'members' }));
    expect(answer.sections[0]?.results[0]).toMatchObject({
      id: bernard.id,
      mutual_count: 1,
      kind: 'members',
    });
    expect(martin.id).not.toBe(bernard.id);
  });

  it('stems French words: a singular finds the plural, a verb its noun', async () => {
    expect(await titles('celebration', 'articles')).toEqual(['Les célébrations de Noël']);
    expect(await titles('celebration', 'groups')).toEqual(['Chorale Saint-Jean']);
    expect(await titles('messes', 'events')).toEqual(['Pèlerinage à Ste Thérèse']);
  });

  it('reads St, Ste and N.-D. as Saint, Sainte and Notre-Dame, both ways', async () => {
    expect(await titles('st jean', 'groups')).toEqual(['Chorale Saint-Jean']);
    expect(await titles('sainte therese', 'events')).toEqual(['Pèlerinage à Ste Thérèse']);
    expect(await titles('notre-dame de lourdes', 'pages')).toEqual(['Paroisse N.-D. de Lourdes']);
    expect(await titles('N.-D.', 'articles')).toEqual(['Les célébrations de Noël']);
  });

  it('falls back to near spellings for a typo', async () => {
    expect(await titles('hlene lefevre', 'members')).toEqual(['Hélène Lefèvre']);
    expect(await titles('chorrale', 'groups')).toEqual(['Chorale Saint-Jean']);
    expect(await titles('pelerinnage', 'events')).toEqual(['Pèlerinage à Ste Thérèse']);
  });

  it('never finds a blocked member, either way', async () => {
    const found = await titles('helene', 'members');
    expect(found).not.toContain('Hélène Bloqueuse');
    expect(found).not.toContain('Hélène Bloquée');
    expect(await titles('helene', 'members', friend)).toEqual(
      expect.arrayContaining(['Hélène Bloqueuse', 'Hélène Bloquée', 'Hélène Lefèvre']),
    );
  });

  it('never finds a secret group the asker is not in; its members find it', async () => {
    expect(await titles('conseil', 'groups')).toEqual([]);
    expect(await titles('conseil', 'groups', friend)).toEqual([secret.name]);
  });

  it('finds only the events the asker may see: no draft of others, no audience they are not in', async () => {
    expect(await titles('pelerinage', 'events')).toEqual([pilgrimage.title]);
    expect(await titles('pelerinage', 'events', friend)).toEqual(
      expect.arrayContaining([pilgrimage.title, draft.title]),
    );
    // Friends of its creator see a friends' event, but never across a block.
    await befriend(t, friend, blocked);
    expect(await titles('pelerinage', 'events', friend)).toContain(friendsOnly.title);
    expect(await titles('amis', 'events')).toEqual([]);
  });

  it('checks the audience on the best candidates until the page is full: many hidden ones ranked above never show, the best visible one is found', async () => {
    // 300 events and 300 groups with the word in their title or name (ranked first), none of
    // which `me` may see: drafts of `friend`, secret groups `me` is not in. They are more than
    // a page and its margin, so a bound that checked the audience on a fixed shortlist of the
    // best would lose the visible ones below them (docs/adr/0022-search.md, 'Bounded').
    await t.database.db.execute(sql`
      with made as (
        insert into events (title, description, category, starts_at, ends_at, time_zone,
          location, audience, status, created_by)
        select 'Retraite à Emmaüs ' || i, 'Une retraite.', 'autre', now() + interval '2 days',
          now() + interval '3 days', 'Europe/Paris', 'Abbaye', 'public', 'draft',
          ${friend.id}::uuid
        from generate_series(1, 300) i
        returning id
      )
      insert into event_organisers (event_id, user_id) select id, ${friend.id}::uuid from made`);
    await t.database.db.execute(sql`
      with made as (
        insert into groups (kind, name, description, visibility, join_rule, search_text,
          member_count, created_by)
        select 'GROUP', 'Fraternité Emmaüs ' || i, 'Entre nous.', 'SECRET', 'INVITE',
          koinonia_unaccent(lower('Fraternité Emmaüs ' || i || ' Entre nous.')), 1,
          ${friend.id}::uuid
        from generate_series(1, 300) i
        returning id
      )
      insert into group_members (group_id, user_id, status, role)
      select id, ${friend.id}::uuid, 'MEMBER', 'OWNER' from made`);
    const outing = await createEvent(friend, {
      title: 'Sortie paroissiale',
      description: 'Nous partirons de la communauté Emmaüs du quartier.',
    });
    const neighbours = await createGroup(friend, {
      name: 'Voisins solidaires',
      description: 'Avec la communauté Emmaüs du quartier.',
    });

    expect(await titles('emmaus', 'events')).toEqual([outing.title]);
    expect(await titles('emmaus', 'groups')).toEqual([neighbours.name]);
    // The hidden ones do rank above: those who may see them get them first.
    const forFriend = await titles('emmaus', 'events', friend);
    expect(forFriend).toHaveLength(50);
    expect(forFriend[0]).toMatch(/^Retraite à Emmaüs /);
    expect(forFriend).not.toContain(outing.title);
    expect((await titles('emmaus', 'groups', friend))[0]).toMatch(/^Fraternité Emmaüs /);
    // The popover's four of each kind too.
    const popover = ok<SearchResults>(await search(me, { q: 'emmaus' }));
    const kinds = Object.fromEntries(
      popover.sections.map((section) => [section.kind, section.results.map((hit) => hit.id)]),
    );
    expect(kinds.events).toEqual([outing.id]);
    expect(kinds.groups).toEqual([neighbours.id]);
  });

  it('never finds a draft article, even for its editor', async () => {
    expect(await titles('brouillon', 'articles', editor)).toEqual([]);
    expect(await titles('brouillon', 'articles')).toEqual([]);
  });

  it('finds help articles and pages, with their context', async () => {
    const answer = ok<SearchResults>(await search(me, { q: 'mot de passe', kind: 'help' }));
    expect(answer.sections[0]?.results[0]).toMatchObject({ kind: 'help' });
    expect(answer.sections[0]?.results[0]?.category).toEqual(expect.any(String));
    const pages = ok<SearchResults>(await search(me, { q: 'lourdes', kind: 'pages' }));
    expect(pages.sections[0]?.results[0]).toMatchObject({ id: page.id, member_count: 1 });
    const events = ok<SearchResults>(await search(me, { q: 'lisieux', kind: 'events' }));
    expect(events.sections[0]?.results[0]).toMatchObject({
      id: pilgrimage.id,
      starts_at: pilgrimage.starts_at,
      time_zone: 'Europe/Paris',
      location: 'Basilique de Lisieux',
      cancelled: false,
    });
    const groups = ok<SearchResults>(await search(me, { q: 'chorale', kind: 'groups' }));
    expect(groups.sections[0]?.results[0]).toMatchObject({ id: chorale.id, member_count: 1 });
  });

  it('answers every kind in order without a kind, and pages one kind with its cursor', async () => {
    const all = ok<SearchResults>(await search(me, { q: 'messe' }));
    expect(all.sections.map((section) => section.kind)).toEqual([
      'members',
      'groups',
      'pages',
      'events',
      'articles',
      'help',
    ]);
    const first = ok<SearchResults>(await search(me, { q: 'hel', kind: 'members', limit: '1' }));
    const next = first.sections[0]?.next;
    expect(next).toEqual(expect.any(String));
    const second = ok<SearchResults>(
      await search(me, { q: 'hel', kind: 'members', limit: '1', cursor: next ?? '' }),
    );
    const both = [...(first.sections[0]?.results ?? []), ...(second.sections[0]?.results ?? [])];
    expect(both.map((hit) => hit.title).sort()).toEqual(['Helena Moreau', 'Hélène Lefèvre']);
    expect(second.sections[0]?.next).toBeNull();
    refused(await search(me, { q: 'hel', kind: 'groups', cursor: next ?? '' }), 400);
  });

  it('refuses an empty, blank or too long question, and an unknown kind, in French', async () => {
    refused(await search(me, {}), 400);
    refused(await search(me, { q: '   ' }), 400, 'Saisissez au moins un caractère.');
    refused(
      await search(me, { q: 'a'.repeat(101) }),
      400,
      'La recherche ne peut pas dépasser 100 caractères.',
    );
    refused(await search(me, { q: 'messe', kind: 'photos' }), 400, 'Type de résultat inconnu.');
    const guest = await t.app.inject({ url: '/api/search/?q=messe' });
    expect(guest.statusCode).toBe(401);
  });
});
