/**
 * Factories. Most go through the real API, as a member would; the few that write the database
 * directly say why.
 */
import { randomBytes } from 'node:crypto';
import type { SignInResponse } from '@koinonia/contracts';
import { media } from '../modules/media/media.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { createAccessTokens } from '../platform/access-token.ts';
import type { TestApp } from './test-app.ts';
import { ageOneTimeTokens } from './db-helpers.ts';
import { VERIFY_SIGN_IN_WINDOW_MS } from '../modules/auth/auth.service.ts';

export interface TestMember {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

let counter = 0;

export function memberInput(overrides: Partial<TestMember & { titre: string }> = {}) {
  counter += 1;
  return {
    email: `membre.${counter}.${randomBytes(3).toString('hex')}@exemple.fr`,
    password: `Un-mot-de-passe-solide-${counter}`,
    first_name: 'Anne',
    last_name: 'Petit',
    // Both consents of sign-up (docs/help-and-terms.md); terms.test.ts leaves them out.
    accept_terms: true,
    religious_data_consent: true,
    ...overrides,
  };
}

/** Signs a member up (and by default verifies the address through the mailed link). */
export async function createMember(
  t: TestApp,
  {
    verified = true,
    ...overrides
  }: Partial<TestMember & { titre: string; verified: boolean }> = {},
): Promise<TestMember> {
  const input = memberInput(overrides);
  // Each factory call comes from its own address, so it never spends a test's rate limit.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/',
    remoteAddress,
    payload: input,
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  if (verified) {
    // Confirmed as with a link opened after its sign-in window (auth.service.ts): the member
    // starts with no session, and signIn opens the first (auth.test.ts covers the link's own).
    await ageOneTimeTokens(t.database, input.email, 'verify_email', VERIFY_SIGN_IN_WINDOW_MS);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { token: t.mails.lastToken(input.email) },
    });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  }
  return input;
}

export async function signIn(
  t: TestApp,
  member: Pick<TestMember, 'email' | 'password'>,
): Promise<SignInResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/',
    remoteAddress: '10.255.255.254',
    payload: { email: member.email, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<SignInResponse>();
}

/** A verified member with a valid access token, for tests about what members do to each other. */
export interface Member {
  id: string;
  email: string;
  titre: string;
  first_name: string;
  last_name: string;
  headers: { authorization: string };
}

export interface MemberOverrides {
  titre?: string;
  first_name?: string;
  last_name?: string;
  bio?: string;
  birthday?: string | null;
  verified?: boolean;
}

/**
 * Inserts a member straight into the database and signs an access token for them: sign-up is
 * tested in auth.test.ts, and skipping its password hashing lets a test build 45 members fast.
 */
export async function createSignedInMember(
  t: TestApp,
  { verified = true, ...overrides }: MemberOverrides = {},
): Promise<Member> {
  const input = memberInput();
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: 'not-a-hash: this member never signs in with a password',
      titre: overrides.titre ?? '',
      firstName: overrides.first_name ?? input.first_name,
      lastName: overrides.last_name ?? input.last_name,
      bio: overrides.bio ?? '',
      birthday: overrides.birthday ?? null,
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  // Both consents of sign-up, as the API records them: else the terms gate refuses their writes.
  const { version } = await t.app.services.terms.current();
  await t.app.services.terms.recordSignUp(row.id, version);
  const access = await createAccessTokens(t.config.jwtSecret).sign(row.id);
  return {
    id: row.id,
    email: row.email,
    titre: row.titre,
    first_name: row.firstName,
    last_name: row.lastName,
    headers: { authorization: `Bearer ${access}` },
  };
}

export function relationAction(
  t: TestApp,
  actor: Member,
  receiver: Pick<Member, 'id'> | string,
  action: 'accept' | 'reject' | 'block' | 'unblock',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/relationship/lock-update-relation/',
    headers: actor.headers,
    payload: { receiver: typeof receiver === 'string' ? receiver : receiver.id, action },
  });
}

export function sendInvitation(t: TestApp, sender: Member, receiver: Pick<Member, 'id'> | string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/relationship/relationships/',
    headers: sender.headers,
    payload: { receiver: typeof receiver === 'string' ? receiver : receiver.id },
  });
}

function expectStatus(response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

/** `sender` invites `receiver` through the API. */
export async function invite(t: TestApp, sender: Member, receiver: Member): Promise<void> {
  expectStatus(await sendInvitation(t, sender, receiver), 201);
}

/** The two become friends through the API (a invites, b accepts). */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  await invite(t, a, b);
  expectStatus(await relationAction(t, b, a, 'accept'), 200);
}

/** `blocker` blocks `other` through the API. */
export async function block(t: TestApp, blocker: Member, other: Member): Promise<void> {
  expectStatus(await relationAction(t, blocker, other, 'block'), 200);
}

/**
 * A media row owned by `ownerId`, as the media module records an upload (the bytes are not
 * needed to point a profile at it). Returns its public path `/media/<key>`.
 */
export async function createMedia(t: TestApp, ownerId: string): Promise<string> {
  const key = `${randomBytes(16).toString('base64url')}.webp`;
  const url = `/media/${key}`;
  await t.database.db.insert(media).values({
    ownerId,
    storageKey: key,
    url,
    contentType: 'image/webp',
    bytes: 1234,
    width: 64,
    height: 64,
  });
  return url;
}

/** `sender` writes to `receiver` through the API (the answer is returned as is). */
export function postMessage(
  t: TestApp,
  sender: Member,
  receiver: Pick<Member, 'id'> | string,
  body: { content?: string; image?: string | null; client_id?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/messaging/messages/',
    headers: sender.headers,
    payload: {
      receiver_id: typeof receiver === 'string' ? receiver : receiver.id,
      content: 'Bonjour !',
      ...body,
    },
  });
}

/** A message from `sender` to `receiver`, who must be friends; returns its id. */
export async function sendMessage(
  t: TestApp,
  sender: Member,
  receiver: Member,
  content = 'Bonjour !',
): Promise<{ id: string; conversation_id: string }> {
  const response = await postMessage(t, sender, receiver, { content });
  expectStatus(response, 201);
  return response.json<{ id: string; conversation_id: string }>();
}
