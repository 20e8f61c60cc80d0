/**
 * A member's reports in their data export, and what their deletion leaves of them
 * (docs/adr/0021-moderation.md, ADR 0009): the reports stay with the cases, without the
 * reporter.
 */
import type { DataExportRequested, ModerationCase, Publication } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSignedInMember, type Member, signIn } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';

const DAY = 86_400_000;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);

describe('a reporter’s personal data', () => {
  it('exports the reports they made, and their deletion unlinks them from the cases', async () => {
    const moderator = await createSignedInMember(t);
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const input = await createMember(t);
    const session = await signIn(t, input);
    const reporter: Member = {
      id: session.user.id,
      email: input.email,
      titre: '',
      first_name: input.first_name,
      last_name: input.last_name,
      headers: { authorization: `Bearer ${session.access}` },
    };
    const publication = ok<Publication>(
      await call(await createSignedInMember(t), 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Texte signalé',
        audience: 'public',
      }),
      201,
    );
    ok(
      await call(reporter, 'POST', '/api/moderation/reports/', {
        target_type: 'publication',
        target_id: publication.id,
        reason: 'misinformation',
        comment: 'Faux',
      }),
      201,
    );

    const requested = ok<DataExportRequested>(
      await call(reporter, 'POST', '/api/users/export/'),
      202,
    );
    const zip = await t.app.inject({
      url: `/api/users/export/${requested.export.id}/`,
      headers: reporter.headers,
    });
    const files = await unzip(zip.rawPayload);
    expect(JSON.parse(files.get('signalements.json')?.toString() ?? 'null')).toEqual([
      {
        target_type: 'publication',
        target_id: publication.id,
        reason: 'misinformation',
        comment: 'Faux',
        created_at: expect.any(String),
      },
    ]);

    ok(await call(reporter, 'POST', '/api/users/close-account/', { password: input.password }));
    clock.shift = 31 * DAY;
    try {
      expect(await t.app.services.account.sweepDeletions()).toContain(reporter.id);
      await t.app.jobs.drain();
    } finally {
      clock.shift = 0;
    }
    const cases = ok<{ results: ModerationCase[] }>(
      await call(moderator, 'GET', '/api/moderation/cases/'),
    ).results;
    const kept = cases.find((c) => c.target_id === publication.id);
    expect(kept?.reports.map((r) => [r.reporter, r.reason, r.comment])).toEqual([
      [null, 'misinformation', 'Faux'],
    ]);
  });
});
