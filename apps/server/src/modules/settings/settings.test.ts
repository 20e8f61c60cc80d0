/** `GET/PATCH /api/users/settings/`: defaults, deep merge, refusals that change nothing. */
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (member: Member): Promise<Settings> => {
  const response = await t.app.inject({ url: '/api/users/settings/', headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return settingsSchema.parse(response.json());
};
const patch = (member: Member, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/settings/',
    headers: member.headers,
    payload,
  });

describe("'Envoyer un e-mail de test'", () => {
  it("mails the member's own address, a few times an hour at most", async () => {
    const me = await createSignedInMember(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/settings/test-mail/',
        headers: me.headers,
      });
    expect((await send()).statusCode).toBe(202);
    const [mail, ...others] = t.mails.to(me.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('E-mail de test de Koinonia');
    expect(mail?.text).toContain(`Bonjour ${me.first_name},`);
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(t.mails.to(me.email)).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/settings/test-mail/' })).statusCode,
    ).toBe(401);
  });
});

describe('settings', () => {
  it('answers every default to a member who never chose', async () => {
    const me = await createSignedInMember(t);
    expect(await read(me)).toEqual(DEFAULT_SETTINGS);
  });

  it('merges a partial body key by key and answers the whole object', async () => {
    const me = await createSignedInMember(t);
    const first = await patch(me, {
      privacy: { details: { bio: 'friends' }, searchable: false },
      notifications: { channels: { reactions: { email: true } } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch(me, {
      privacy: { details: { email: 'members' } },
      messaging: { read_receipts: false },
    });
    expect(second.statusCode, second.body).toBe(200);
    const expected = structuredClone(DEFAULT_SETTINGS);
    expected.privacy.details.bio = 'friends';
    expected.privacy.details.email = 'members';
    expected.privacy.searchable = false;
    expected.notifications.channels.reactions.email = true;
    expected.messaging.read_receipts = false;
    expect(second.json()).toEqual(expected);
    expect(await read(me)).toEqual(expected);
  });

  it('reads keys the member never set with their defaults, even a key added after they saved', async () => {
    const me = await createSignedInMember(t);
    // As stored before `show_online` existed, with a value retired since in another section.
    await t.database.db.execute(
      sql`insert into user_settings (user_id, settings) values (${me.id}::uuid,
        ${JSON.stringify({ privacy: { searchable: false }, messaging: { who_can_message: 'retired' } })}::jsonb)`,
    );
    const settings = await read(me);
    expect(settings.privacy).toEqual({ ...DEFAULT_SETTINGS.privacy, searchable: false });
    expect(settings.messaging).toEqual(DEFAULT_SETTINGS.messaging);
  });

  it('refuses an unknown key or value in French and changes nothing', async () => {
    const me = await createSignedInMember(t);
    await patch(me, { privacy: { invitations: 'nobody' } });
    for (const payload of [
      { privacy: { invitations: 'anyone' } },
      { privacy: { details: { shoe_size: 'members' } } },
      { notifications: { quiet_hours: { from: '25:00' } } },
      { theme: 'dark' },
    ]) {
      const response = await patch(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/[a-zé]/);
    }
    const quiet = await patch(me, { notifications: { quiet_hours: { from: '25:00' } } });
    expect(JSON.stringify(quiet.json())).toContain('L’heure doit être au format HH:MM.');
    expect((await read(me)).privacy.invitations).toBe('nobody');
  });

  it('keeps both of two concurrent changes of different keys', async () => {
    const me = await createSignedInMember(t);
    const [a, b] = await Promise.all([
      patch(me, { messaging: { sounds: false } }),
      patch(me, { communication: { weekly_summary: true } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const settings = await read(me);
    expect(settings.messaging.sounds).toBe(false);
    expect(settings.communication.weekly_summary).toBe(true);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ url: '/api/users/settings/' });
    expect(response.statusCode).toBe(401);
  });
});
