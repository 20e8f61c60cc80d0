import type { UserProfile } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../platform/access-token.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRelationshipRepository } from '../relationship/relationship.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profil = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/profil/',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/users/profil/', () => {
  it('answers the profile fields of the contract, and nothing else', async () => {
    const member = await createMember(t, {
      first_name: 'Marie',
      last_name: 'Dupont',
      titre: 'Mme',
    });
    const session = await signIn(t, member);
    const response = await profil(`Bearer ${session.access}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<UserProfile>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'email',
        'titre',
        'first_name',
        'last_name',
        'bio',
        'birthday',
        'town',
        'postcode',
        'profile_picture',
        'cover_picture',
        'status',
        'date_joined',
        'counts',
        'pending_terms',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: session.user.id,
      email: member.email,
      titre: 'Mme',
      first_name: 'Marie',
      last_name: 'Dupont',
      bio: '',
      birthday: null,
      town: null,
      postcode: null,
      profile_picture: null,
      cover_picture: null,
      pending_terms: null,
      status: 'online',
      counts: { publications: 0, friends: 0, invitations: 0 },
    });
    expect(new Date(body.date_joined).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts accepted friends and received invitations', async () => {
    const [me, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => createMember(t)));
    const ids = await Promise.all([me, a, b, c].map(async (m) => (await signIn(t, m!)).user.id));
    const relationships = createRelationshipRepository(t.database.db);
    await relationships.insert(ids[0]!, ids[1]!, 'ACCEPTED');
    await relationships.insert(ids[2]!, ids[0]!, 'ACCEPTED');
    await relationships.insert(ids[3]!, ids[0]!, 'PENDING');
    // The database refuses a second relation for the same pair, in either direction.
    await expect(relationships.insert(ids[1]!, ids[0]!, 'PENDING')).rejects.toThrow();
    const session = await signIn(t, me!);
    expect((await profil(`Bearer ${session.access}`)).json<UserProfile>().counts).toEqual({
      publications: 0,
      friends: 2,
      invitations: 1,
    });
  });

  it('answers 401 without a valid token, and token_expired for an expired one', async () => {
    const unauthorized = { error: 'Authentification requise.', code: 'unauthorized' };
    expect((await profil()).json()).toEqual(unauthorized);
    expect((await profil('Bearer pas.un.jeton')).statusCode).toBe(401);
    expect((await profil('Basic abc')).json()).toEqual(unauthorized);
    const otherKey = await createAccessTokens('another-secret-another-secret-1234567').sign('x');
    expect((await profil(`Bearer ${otherKey}`)).json()).toEqual(unauthorized);

    const { user } = await signIn(t, await createMember(t));
    const expired = await createAccessTokens(t.config.jwtSecret, -10).sign(user.id);
    const response = await profil(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Votre session a expiré.', code: 'token_expired' });
  });
});
