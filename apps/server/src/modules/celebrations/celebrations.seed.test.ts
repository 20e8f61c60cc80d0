/**
 * The demo's celebrations (celebrations.seed.ts), seeded on a chosen day: Marie's page has a
 * friend's birthday today with his age, name days and join anniversaries in her choir this
 * week and this month, whatever the day the seed runs.
 */
import { type Celebrations, celebrationsSchema } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.schema.ts';
import { createDiskMediaStorage } from '../../platform/media-storage.ts';
import { createPasswordHasher } from '../../platform/passwords.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../seed.ts';
import { signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Thursday 26 November 2026, noon in Paris: Delphine's day; André's is on Monday.
  t = await createTestApp({ now: () => new Date('2026-11-26T11:00:00Z') });
  await seedDemo({
    services: t.app.services,
    db: t.database.db,
    mediaStorage: createDiskMediaStorage(t.config.mediaDir),
    hasher: createPasswordHasher(2),
  });
  // The whole demo (argon2 for every member) takes most of a minute on a loaded machine.
}, 180_000);
afterAll(() => t.close());

describe('the demo celebrations', () => {
  it("fill Marie's three sections from the seed's day", async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const response = await t.app.inject({
      url: '/api/celebrations/',
      headers: { authorization: `Bearer ${access}` },
    });
    const { today, sections } = celebrationsSchema.parse(response.json()) as Celebrations;
    expect(today).toBe('2026-11-26');
    const rows = (section: keyof Celebrations['sections']) =>
      sections[section].map((c) => [c.user.first_name, c.title, c.is_friend]);
    expect(rows('today')).toEqual([
      ['Jean-Baptiste', 'Anniversaire — 47 ans', true],
      ['Delphine', 'Bonne fête !', false],
      ['Delphine', 'Membre depuis 4 ans', false],
    ]);
    expect(rows('week')).toEqual([
      ['Séverin', 'Bonne fête !', false],
      ['Séverin', 'Membre depuis 2 ans', false],
      ['Sophie', 'Anniversaire', true],
    ]);
    expect(rows('month')).toEqual([
      ['François-Xavier', 'Bonne fête !', false],
      ['François-Xavier', 'Membre depuis 1 an', false],
      ['Antoine', 'Anniversaire', true],
    ]);
  });

  it('has every demo member, the namesakes too, accept the current terms as they joined', async () => {
    const members = await t.database.db.select({ id: users.id }).from(users);
    expect(members.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    for (const { id } of members) {
      // Else the terms gate would stop them (docs/help-and-terms.md).
      expect(await t.app.services.terms.pendingFor(id)).toBeNull();
    }
  });
});
