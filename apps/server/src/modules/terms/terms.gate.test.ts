/**
 * The server's terms gate (docs/help-and-terms.md, 'The server's gate'; platform/write-gate.ts):
 * while a member has a new version to accept, their writes are refused with 403 and the
 * contracts' sentence, nothing written; reads, accepting, the export, closing and ending
 * sessions stay open; another node never refuses a member who accepted; and the gate costs no
 * query for a member already seen to accept the current version.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_TEXTS, type UserProfile } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../scripts/admin-command.ts';
import { createMember, memberInput, signIn } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import type { TermsFile } from './terms.document.ts';
import type { TermsRepository, TermsVersionRow } from './terms.repository.ts';
import { CURRENT_VERSION_TTL_MS, createTermsService } from './terms.service.ts';

const clock = testClock();
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-terms-gate-'));
});
afterAll(() => t.close());

/** Publishes a new version through the operator's command, as another process would. */
async function publish(version: string): Promise<void> {
  const file = path.join(dir, `${version}.md`);
  await writeFile(
    file,
    `---\nversion: ${version}\ntitle: Confidentialité et conditions\n---\n\n${'Un texte revu. '.repeat(30)}\n`,
  );
  expect((await runAdmin(['terms', 'publish', file], t.database.db)).code).toBe(0);
}

/** A verified member, signed in (a real session: 'sign-out-others' keeps it). */
async function member(app: TestApp = t) {
  const input = await createMember(app);
  const session = await signIn(app, input);
  return {
    input,
    id: session.user.id,
    headers: { authorization: `Bearer ${session.access}` },
  };
}

type Member = Awaited<ReturnType<typeof member>>;

const call = (
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  app: TestApp = t,
) => app.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const invite = (from: Member, to: Member, app: TestApp = t) =>
  call(from, 'POST', '/api/relationship/relationships/', { receiver: to.id }, app);

const accept = (who: Member, version: string, app: TestApp = t) =>
  call(
    who,
    'POST',
    '/api/terms/accept/',
    { version, accept_terms: true, religious_data_consent: true },
    app,
  );

/** Past the time a node trusts the version it read last. */
const later = () => {
  clock.shift += CURRENT_VERSION_TTL_MS + 1000;
};

describe('the gate', () => {
  it('refuses every write of a member with a new version to accept, writing nothing', async () => {
    const [jean, marie, paul] = [await member(), await member(), await member()];
    ok(await invite(jean, marie), 201);
    const post = ok<{ id: string }>(
      await call(jean, 'POST', '/api/publications/', { type: 'texte', text: 'Bonjour à tous' }),
      201,
    );

    await publish('2027-02-01');
    later();

    const refusal = await invite(jean, paul);
    refused(refusal, 403, CONSENT_TEXTS.pendingTerms);
    expect(refusal.json<{ code: string }>().code).toBe('terms_pending');
    refused(
      await call(jean, 'PUT', '/api/help/articles/creer-un-compte/feedback/', { helpful: true }),
      403,
      CONSENT_TEXTS.pendingTerms,
    );
    refused(
      await call(jean, 'DELETE', `/api/publications/post/${post.id}/`),
      403,
      CONSENT_TEXTS.pendingTerms,
    );
    refused(
      await call(jean, 'POST', '/api/publications/', { type: 'texte', text: 'Encore moi' }),
      403,
      CONSENT_TEXTS.pendingTerms,
    );

    // Reads stay open: the web app's gate page reads the profile and the text.
    const profile = ok<UserProfile>(await call(jean, 'GET', '/api/users/profil/'));
    expect(profile.pending_terms?.version).toBe('2027-02-01');
    ok(await call(jean, 'GET', '/api/terms/'));
    ok(await call(jean, 'GET', '/api/help/articles/creer-un-compte/'));

    // Accepted, the member writes again at once, and the refused invitation was never written.
    ok(await accept(jean, '2027-02-01'));
    ok(await invite(jean, paul), 201);
    ok(await call(jean, 'PUT', '/api/help/articles/creer-un-compte/feedback/', { helpful: true }));
    const mine = ok<{ results: { id: string; text: string }[] }>(
      await call(jean, 'GET', `/api/publications/?author=${jean.id}`),
    );
    expect(mine.results.map((row) => row.text)).toEqual(['Bonjour à tous']);
  });

  it('keeps the export, closing the account and ending sessions open', async () => {
    const [anne, luc] = [await member(), await member()];
    await publish('2027-03-01');
    later();
    refused(await invite(anne, luc), 403, CONSENT_TEXTS.pendingTerms);

    ok(await call(anne, 'POST', '/api/users/export/', {}), 202);
    ok(await call(anne, 'POST', '/api/auth/sessions/sign-out-others/'));
    await signIn(t, anne.input);
    const sessions = ok<{ results: { id: string; current: boolean }[] }>(
      await call(anne, 'GET', '/api/auth/sessions/'),
    );
    const elsewhere = sessions.results.find((session) => !session.current);
    expect(elsewhere).toBeDefined();
    ok(await call(anne, 'DELETE', `/api/auth/sessions/${elsewhere?.id}/`), 204);
    // Signing out and refreshing carry no access token: never gated.
    const session = await signIn(t, luc.input);
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/token/refresh/',
        payload: { refresh: session.refresh },
      }),
    );
    const closed = await call(anne, 'POST', '/api/users/close-account/', {
      password: anne.input.password,
    });
    expect(closed.statusCode).toBe(200);
    // Sign-up goes on under the new version.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      payload: { ...memberInput(), terms_version: '2027-03-01' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('is not fooled by another node: an acceptance there opens the writes here', async () => {
    const second = await createTestApp({ database: t.database, now: clock.now });
    try {
      const [rose, marc] = [await member(), await member()];
      await publish('2027-04-01');
      later();
      refused(await invite(rose, marc, second), 403, CONSENT_TEXTS.pendingTerms);
      refused(await invite(rose, marc), 403, CONSENT_TEXTS.pendingTerms);
      ok(await accept(rose, '2027-04-01'));
      ok(await invite(rose, marc, second), 201);
    } finally {
      await second.close();
    }
  });
});

describe('what the gate costs', () => {
  /** A repository that counts its queries: one member, versions published in memory. */
  function countingRepository() {
    const versions: TermsVersionRow[] = [];
    const given = new Map<string, Set<string>>();
    const queries = { current: 0, kindsGiven: 0 };
    const repository = {
      current: () => {
        queries.current += 1;
        return Promise.resolve(versions.at(-1));
      },
      publish: (version: TermsFile & { publishedAt?: Date }) => {
        versions.push({ ...version, publishedAt: version.publishedAt ?? new Date() });
        return Promise.resolve(true);
      },
      kindsGiven: (userId: string, version: string) => {
        queries.kindsGiven += 1;
        return Promise.resolve(new Set(given.get(`${userId}@${version}`)));
      },
      consent: (userId: string, version: string, kinds: readonly string[]) => {
        given.set(`${userId}@${version}`, new Set(kinds));
        return Promise.resolve();
      },
      hasAny: () => Promise.resolve(true),
    } as unknown as TermsRepository;
    return { repository, queries, versions };
  }

  it('asks nothing for a member already seen to accept, until the version may have changed', async () => {
    const { repository, queries } = countingRepository();
    let at = Date.parse('2027-01-01T10:00:00Z');
    const terms = createTermsService({
      repository,
      repositoryOver: () => repository,
      bundled: () => ({ version: 'v1', title: 'Conditions', body: 'Texte.' }),
      supportUrl: 'mailto:contact@exemple.fr',
      now: () => new Date(at),
    });
    await terms.recordSignUp('marie', 'v1');
    expect(await terms.mayWrite('marie')).toBe(true);
    const asked = { ...queries };
    for (let i = 0; i < 50; i += 1) expect(await terms.mayWrite('marie')).toBe(true);
    expect(queries).toEqual(asked);

    // Once the version read may be stale, one query checks it; the member stays known.
    at += CURRENT_VERSION_TTL_MS;
    expect(await terms.mayWrite('marie')).toBe(true);
    expect(queries).toEqual({ current: asked.current + 1, kindsGiven: asked.kindsGiven });

    // A new version: refused, and asked again each time until accepted.
    await repository.publish({ version: 'v2', title: 'Conditions', body: 'Texte revu.' });
    at += CURRENT_VERSION_TTL_MS;
    expect(await terms.mayWrite('marie')).toBe(false);
    expect(await terms.mayWrite('marie')).toBe(false);
    await terms.accept('marie', {
      version: 'v2',
      accept_terms: true,
      religious_data_consent: true,
    });
    const afterAccept = { ...queries };
    expect(await terms.mayWrite('marie')).toBe(true);
    expect(queries).toEqual(afterAccept);
  });
});
