/**
 * `GET /api/users/onboarding/`: the figures of a newcomer's 'Bienvenue' checklist, each counted
 * from the module that owns it, and its dismissal kept in the member's settings
 * (docs/onboarding.md).
 */
import { type OnboardingProgress, onboardingProgressSchema } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  createMedia,
  createSignedInMember,
  invite,
  type Member,
  relationAction,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function progress(member: Member): Promise<OnboardingProgress> {
  const response = await t.app.inject({ url: '/api/users/onboarding/', headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return onboardingProgressSchema.parse(response.json());
}

const counts = (p: OnboardingProgress) =>
  Object.fromEntries(p.steps.map((step) => [step.key, [step.count, step.goal, step.done]]));

async function post(member: Member, method: 'POST' | 'PATCH', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: member.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>();
}

describe('GET /api/users/onboarding/', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/users/onboarding/' });
    expect(response.statusCode).toBe(401);
  });

  it('starts at 0 of 5, in the order shown, not dismissed', async () => {
    const member = await createSignedInMember(t);
    const p = await progress(member);
    expect(p.steps.map((step) => step.key)).toEqual([
      'photo',
      'bio',
      'groups',
      'invitations',
      'publication',
    ]);
    expect(counts(p)).toEqual({
      photo: [0, 1, false],
      bio: [0, 1, false],
      groups: [0, 2, false],
      invitations: [0, 3, false],
      publication: [0, 1, false],
    });
    expect([p.done, p.total, p.dismissed]).toEqual([0, 5, false]);
  });

  it('ticks the photo and the bio from the profile (a blank bio does not count)', async () => {
    const member = await createSignedInMember(t);
    await post(member, 'PATCH', '/api/users/profil/', { bio: '   ' });
    expect(counts(await progress(member)).bio).toEqual([0, 1, false]);
    await post(member, 'PATCH', '/api/users/profil/', { bio: 'Choriste à Saint-Jean.' });
    const url = await createMedia(t, member.id);
    await post(member, 'POST', '/api/users/upload_picture/', {
      categorie: 'profil',
      file_url: url,
    });
    const p = await progress(member);
    expect(counts(p).photo).toEqual([1, 1, true]);
    expect(counts(p).bio).toEqual([1, 1, true]);
    expect(p.done).toBe(2);
  });

  it('counts groups joined, one then two', async () => {
    const member = await createSignedInMember(t);
    await post(member, 'POST', '/api/groups/', { name: 'Chorale' });
    expect(counts(await progress(member)).groups).toEqual([1, 2, false]);
    await post(member, 'POST', '/api/groups/', { name: 'Lecture de la Bible' });
    expect(counts(await progress(member)).groups).toEqual([2, 2, true]);
  });

  it('counts invitations sent, pending or accepted, not received ones nor refused ones', async () => {
    const member = await createSignedInMember(t);
    const [a, b, c, d, e] = await Promise.all(
      Array.from({ length: 5 }, () => createSignedInMember(t)),
    );
    if (!a || !b || !c || !d || !e) throw new Error('members');
    await invite(t, member, a); // pending: counts
    await befriend(t, member, b); // accepted: counts
    await befriend(t, c, member); // received: does not count
    await invite(t, member, d);
    expect((await relationAction(t, d, member, 'reject')).statusCode).toBe(200); // refused
    expect(counts(await progress(member)).invitations).toEqual([2, 3, false]);
    await invite(t, member, e);
    expect(counts(await progress(member)).invitations).toEqual([3, 3, true]);
  });

  it('ticks the first publication, and only the member’s own', async () => {
    const member = await createSignedInMember(t);
    const other = await createSignedInMember(t);
    await post(other, 'POST', '/api/publications/', { type: 'texte', text: 'Bonjour à tous' });
    expect(counts(await progress(member)).publication).toEqual([0, 1, false]);
    await post(member, 'POST', '/api/publications/', { type: 'texte', text: 'Bonjour à tous' });
    expect(counts(await progress(member)).publication).toEqual([1, 1, true]);
  });

  it('keeps the dismissal in the settings, for every session', async () => {
    const member = await createSignedInMember(t);
    await post(member, 'PATCH', '/api/users/settings/', {
      onboarding: { checklist_dismissed: true },
    });
    expect((await progress(member)).dismissed).toBe(true);
    // The tour's flag is its own: hiding the checklist does not mark the tour seen.
    const settings = await t.app.inject({ url: '/api/users/settings/', headers: member.headers });
    expect(settings.json()).toMatchObject({
      onboarding: { feed_tour_seen: false, checklist_dismissed: true },
    });
  });

  it('refuses a dismissal that is not a boolean, with nothing written', async () => {
    const member = await createSignedInMember(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: member.headers,
      payload: { onboarding: { checklist_dismissed: 'oui' } },
    });
    expect(response.statusCode).toBe(400);
    expect((await progress(member)).dismissed).toBe(false);
  });
});
