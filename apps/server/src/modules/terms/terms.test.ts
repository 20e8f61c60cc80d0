/**
 * The privacy notice, the terms and the consents (docs/help-and-terms.md): sign-up refused
 * without either consent, creating nothing; both stored with their version and time; the
 * current version read by guests; a new version published by the operator's command
 * (scripts/admin-command.ts) asked again at the next visit (`pending_terms`), then accepted;
 * the consents in the member's data export.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CONSENT_TEXTS,
  type DataExportRequested,
  type SignInResponse,
  type TermsDocument,
  type UserProfile,
} from '@koinonia/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { runAdmin } from '../../../scripts/admin-command.ts';
import { createMember, memberInput, signIn } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { oneTimeTokens } from '../auth/auth.schema.ts';
import { users } from '../users/users.schema.ts';
import { TERMS_DOCUMENTS_DIR, bundledTerms } from './terms.document.ts';
import { memberConsents } from './terms.schema.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-terms-'));
});
afterAll(() => t.close());

const BUNDLED = bundledTerms();
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const admin = (...args: string[]) => runAdmin(args, t.database.db);

/** Rows of the tables a sign-up writes to. */
async function counts() {
  const db = t.database.db;
  const [[members], [consents], [tokens]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(memberConsents),
    db.select({ n: count() }).from(oneTimeTokens),
  ]);
  return { members: members?.n, consents: consents?.n, tokens: tokens?.n };
}

async function consentsOf(email: string) {
  return t.database.db
    .select({
      kind: memberConsents.kind,
      version: memberConsents.version,
      givenAt: memberConsents.givenAt,
    })
    .from(memberConsents)
    .innerJoin(users, eq(users.id, memberConsents.userId))
    .where(eq(users.email, email))
    .orderBy(asc(memberConsents.kind), asc(memberConsents.givenAt));
}

const profileOf = async (session: SignInResponse) =>
  ok<UserProfile>(
    await t.app.inject({
      url: '/api/users/profil/',
      headers: { authorization: `Bearer ${session.access}` },
    }),
  );

/** A version file for `npm run admin -- terms publish`. */
async function versionFile(version: string, title = 'Confidentialité et conditions') {
  const file = path.join(dir, `${version}.md`);
  await writeFile(
    file,
    `---\nversion: ${version}\ntitle: ${title}\n---\n\n# Politique de confidentialité\n\n${'Un texte revu. '.repeat(30)}\n`,
  );
  return file;
}

describe('sign-up consents', () => {
  it('refuses a sign-up without the terms, with a French sentence, and creates nothing', async () => {
    const before = await counts();
    const { accept_terms: _left, ...input } = memberInput();
    const response = await post('/api/auth/sign-up/', input);
    refused(response, 400, CONSENT_TEXTS.termsRequired);
    expect(response.json<{ error: string }>().error).toBe(CONSENT_TEXTS.termsRequired);
    const unticked = await post('/api/auth/sign-up/', { ...memberInput(), accept_terms: false });
    refused(unticked, 400, CONSENT_TEXTS.termsRequired);
    expect(await counts()).toEqual(before);
    expect(t.mails.to(input.email)).toEqual([]);
  });

  it('refuses a sign-up without the explicit consent on religious data, creating nothing', async () => {
    const before = await counts();
    const input = { ...memberInput(), religious_data_consent: false };
    const response = await post('/api/auth/sign-up/', input);
    refused(response, 400, CONSENT_TEXTS.religiousDataRequired);
    expect(response.json<{ error: string }>().error).toBe(CONSENT_TEXTS.religiousDataRequired);
    // Neither: both sentences, one per box.
    const neither = await post('/api/auth/sign-up/', {
      ...memberInput(),
      accept_terms: undefined,
      religious_data_consent: undefined,
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ details: Record<string, string> }>().details).toEqual({
      accept_terms: CONSENT_TEXTS.termsRequired,
      religious_data_consent: CONSENT_TEXTS.religiousDataRequired,
    });
    expect(await counts()).toEqual(before);
    expect(t.mails.to(input.email)).toEqual([]);
  });

  it('stores both consents with the current version and the time', async () => {
    const started = Date.now();
    const member = await createMember(t, { first_name: 'Claire' });
    const stored = await consentsOf(member.email);
    expect(stored.map(({ kind, version }) => [kind, version])).toEqual([
      ['religious_data', BUNDLED.version],
      ['terms', BUNDLED.version],
    ]);
    for (const row of stored) {
      expect(row.givenAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
    // Nothing to accept at the first visit.
    expect((await profileOf(await signIn(t, member))).pending_terms).toBeNull();
  });

  it('refuses a sign-up whose form showed a version no longer current, creating nothing', async () => {
    const before = await counts();
    const response = await post('/api/auth/sign-up/', {
      ...memberInput(),
      terms_version: 'une-ancienne-version',
    });
    refused(response, 409, CONSENT_TEXTS.staleVersion);
    expect(await counts()).toEqual(before);
    const current = await post('/api/auth/sign-up/', {
      ...memberInput(),
      terms_version: BUNDLED.version,
    });
    expect(current.statusCode).toBe(201);
  });
});

describe('sign-up: one transaction', () => {
  /** Makes every insert into `table` fail, as a broken disk or a constraint would. */
  async function failingInserts(table: 'member_consents' | 'one_time_tokens') {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function koinonia_test_refuse() returns trigger
        language plpgsql as $$ begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger koinonia_test_refuse before insert on ${table}
        for each row execute function koinonia_test_refuse()`),
    );
    return () => db.execute(sql.raw(`drop trigger koinonia_test_refuse on ${table}`));
  }

  it.each(['member_consents', 'one_time_tokens'] as const)(
    'leaves no member, no consent, no token and no mail when writing %s fails',
    async (table) => {
      const before = await counts();
      const input = memberInput();
      const restore = await failingInserts(table);
      try {
        const response = await post('/api/auth/sign-up/', input);
        refused(response, 500, 'Erreur interne du serveur');
      } finally {
        await restore();
      }
      expect(await counts()).toEqual(before);
      expect(t.mails.to(input.email)).toEqual([]);
      // Nothing half-written blocks the address: the same sign-up now goes through whole.
      expect((await post('/api/auth/sign-up/', input)).statusCode).toBe(201);
      expect(await consentsOf(input.email)).toHaveLength(2);
      expect(t.mails.lastToken(input.email)).toBeTruthy();
    },
  );
});

describe('GET /api/terms/', () => {
  it('gives guests the current version as safe HTML, with the support address', async () => {
    const document = ok<TermsDocument>(await t.app.inject({ url: '/api/terms/' }));
    expect(document.version).toBe(BUNDLED.version);
    expect(document.title).toBe(BUNDLED.title);
    expect(document.html).toContain('<h2>Politique de confidentialité</h2>');
    expect(document.html).toContain("<h2>Conditions d'utilisation</h2>");
    // Two parts, each with its sections one level below (a screen reader's outline).
    expect(document.html.match(/<h2>/g)).toHaveLength(2);
    expect(document.html).toContain('<h3>Qui est responsable de vos données</h3>');
    expect(document.html).toContain('<h3>Vivre ensemble</h3>');
    expect(document.html).toContain('article 9');
    expect(document.html).toContain('stockage local');
    // SUPPORT_URL's default: a mailto: of MAIL_FROM's address.
    expect(document.html).toContain('href="mailto:no-reply@koinonia.local"');
    expect(document.html).not.toContain('{{');
    expect(document.html).not.toMatch(/<script|on\w+=/i);
  });

  it('holds its bundled version in the repository, one file per version', async () => {
    const text = await readFile(path.join(TERMS_DOCUMENTS_DIR, `${BUNDLED.version}.md`), 'utf8');
    expect(text).toContain(`version: ${BUNDLED.version}`);
  });
});

describe('a new version: npm run admin -- terms publish <file>', () => {
  it('is asked at the next visit, then accepted with both boxes, and exported', async () => {
    const member = await createMember(t, { first_name: 'Bernard' });
    const session = await signIn(t, member);
    const auth = { authorization: `Bearer ${session.access}` };
    expect((await profileOf(session)).pending_terms).toBeNull();

    const published = await admin('terms', 'publish', await versionFile('2027-01-15'));
    expect(published).toEqual({
      code: 0,
      lines: ['Version 2027-01-15 is published. Every member accepts it at their next visit.'],
    });
    const listed = await admin('terms', 'list');
    expect(listed.lines.map((line) => line.split(' ')[0])).toEqual([BUNDLED.version, '2027-01-15']);
    expect(ok<TermsDocument>(await t.app.inject({ url: '/api/terms/' })).version).toBe(
      '2027-01-15',
    );

    // The session's own profile says so (the sign-in's too).
    const pending = (await profileOf(session)).pending_terms;
    expect(pending).toMatchObject({ version: '2027-01-15', accepted_before: true });
    expect((await signIn(t, member)).user.pending_terms?.version).toBe('2027-01-15');

    // Only the version read, and both boxes.
    refused(
      await post(
        '/api/terms/accept/',
        { version: BUNDLED.version, accept_terms: true, religious_data_consent: true },
        auth,
      ),
      409,
      CONSENT_TEXTS.staleVersion,
    );
    refused(
      await post(
        '/api/terms/accept/',
        { version: '2027-01-15', accept_terms: true, religious_data_consent: false },
        auth,
      ),
      400,
      CONSENT_TEXTS.religiousDataRequiredAgain,
    );
    refused(
      await post(
        '/api/terms/accept/',
        { version: '2027-01-15', religious_data_consent: true },
        auth,
      ),
      400,
      CONSENT_TEXTS.termsRequiredAgain,
    );
    expect((await profileOf(session)).pending_terms).not.toBeNull();
    refused(
      await post('/api/terms/accept/', {
        version: '2027-01-15',
        accept_terms: true,
        religious_data_consent: true,
      }),
      401,
    );

    const accepted = await post(
      '/api/terms/accept/',
      { version: '2027-01-15', accept_terms: true, religious_data_consent: true },
      auth,
    );
    expect(ok<{ detail: string }>(accepted).detail).toBe('Merci. Votre accord est enregistré.');
    expect((await profileOf(session)).pending_terms).toBeNull();
    expect((await consentsOf(member.email)).map((row) => `${row.kind}@${row.version}`)).toEqual([
      `religious_data@${BUNDLED.version}`,
      'religious_data@2027-01-15',
      `terms@${BUNDLED.version}`,
      'terms@2027-01-15',
    ]);
    // A newcomer now signs up under the new version, and has nothing to accept.
    const newcomer = await createMember(t, { first_name: 'Zoé' });
    expect((await consentsOf(newcomer.email)).map((row) => row.version)).toEqual([
      '2027-01-15',
      '2027-01-15',
    ]);
    expect((await profileOf(await signIn(t, newcomer))).pending_terms).toBeNull();

    // The data export lists the consents, each with its version and time.
    const requested = ok<DataExportRequested>(await post('/api/users/export/', {}, auth), 202);
    const zip = await t.app.inject({
      url: `/api/users/export/${requested.export.id}/`,
      headers: auth,
    });
    expect(zip.statusCode).toBe(200);
    const exported = JSON.parse(await entry(zip.rawPayload, 'consentements.json')) as {
      kind: string;
      version: string;
      given_at: string;
    }[];
    expect(exported.map((row) => `${row.kind}@${row.version}`).sort()).toEqual([
      `religious_data@${BUNDLED.version}`,
      'religious_data@2027-01-15',
      `terms@${BUNDLED.version}`,
      'terms@2027-01-15',
    ]);
    expect(exported.every((row) => !Number.isNaN(Date.parse(row.given_at)))).toBe(true);
  });

  it('refuses a version already published, a file without version, and a bad command', async () => {
    const again = await admin('terms', 'publish', await versionFile('2027-01-15'));
    expect(again.code).toBe(1);
    expect(again.lines[0]).toContain('already published');

    const file = path.join(dir, 'sans-version.md');
    await writeFile(file, `---\ntitle: Sans version\n---\n\n${'Un texte. '.repeat(40)}\n`);
    expect(await admin('terms', 'publish', file)).toEqual({
      code: 1,
      lines: [`${file}: The front matter has no 'version'.`],
    });
    expect((await admin('terms', 'publish', path.join(dir, 'absent.md'))).code).toBe(1);
    expect((await admin('terms', 'publish')).code).toBe(2);
    // Still the version published before.
    expect(ok<TermsDocument>(await t.app.inject({ url: '/api/terms/' })).version).toBe(
      '2027-01-15',
    );
  });
});

/** One file of a ZIP, as text. */
function entry(zip: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      file.on('error', reject);
      file.on('end', () => reject(new Error(`${name} is not in the archive`)));
      file.on('entry', (found: Entry) => {
        if (found.fileName !== name) return file.readEntry();
        file.openReadStream(found, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      file.readEntry();
    });
  });
}
