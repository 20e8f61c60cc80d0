/**
 * The weekly parish sheet by mail (community.sheet.ts): on Sunday 7:00 community time, to the
 * members who asked for it, once a week, as each reads the sheet; nothing for an empty sheet;
 * its link turns it off without signing in.
 */
import type { Article, Event } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../platform/mailer.ts';
import { block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { sheetWeek, WEEKLY_SHEET_JOB } from './community.sheet.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);

/** The next Sunday 7:30 in Paris, after now. */
const sunday = (() => {
  const now = DateTime.now().setZone('Europe/Paris');
  const day = now.startOf('week').plus({ days: 6 }).set({ hour: 7, minute: 30 });
  return day > now ? day : day.plus({ weeks: 1 });
})();

/** Does `work` with the app's clock at `at`. */
async function at<T>(instant: DateTime, work: () => Promise<T>): Promise<T> {
  clock.shift = instant.toMillis() - Date.now();
  try {
    return await work();
  } finally {
    clock.shift = 0;
  }
}

/** Runs the hourly job as the queue would, at `instant`. */
const sheetJobAt = (instant: DateTime) =>
  at(instant, async () => {
    await t.app.jobs.send(WEEKLY_SHEET_JOB, {});
    await t.app.jobs.drain();
  });

const sheets = (who: Member) =>
  t.mails.to(who.email).filter((mail) => mail.subject.startsWith('La feuille paroissiale — '));

const unsubscribePath = (mail: MailMessage | undefined) => {
  const link = new URL(/<(.*)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
  return `${link.pathname}${link.search}`;
};

describe('the weekly parish sheet by mail', () => {
  it('is due on Sunday from 7:00 Paris time for five hours', () => {
    const due = (iso: string) => sheetWeek(new Date(iso), 'Europe/Paris');
    // Sunday 29 November 2026, 7:00 in Paris is 6:00 UTC.
    expect(due('2026-11-29T05:59:00Z')).toEqual({ week: '2026-11-23', due: false });
    expect(due('2026-11-29T06:00:00Z')).toEqual({ week: '2026-11-23', due: true });
    expect(due('2026-11-29T10:59:00Z').due).toBe(true);
    expect(due('2026-11-29T11:00:00Z').due).toBe(false);
    expect(due('2026-11-30T06:00:00Z').due).toBe(false);
  });

  it('mails who asked, once, the sheet as each reads it; nothing for an empty one', async () => {
    const editor = await createSignedInMember(t);
    await t.app.services.roles.grant(editor.id, 'editor');
    const [reader, optedOut, organiser, shunned] = [
      await createSignedInMember(t),
      await createSignedInMember(t),
      await createSignedInMember(t),
      await createSignedInMember(t),
    ];
    ok(
      await call(reader, 'PATCH', '/api/users/settings/', {
        communication: { weekly_sheet: true },
      }),
    );
    await block(t, reader, shunned);
    const article = await at(sunday.minus({ hours: 1 }), async () =>
      ok<Article>(
        await call(editor, 'POST', '/api/blogs/', {
          title: 'Kermesse de la paroisse',
          summary: 'Stands, jeux et crêpes pour tous.',
          body: 'Venez nombreux !',
          category: 'vie-paroissiale',
          status: 'published',
        }),
        201,
      ),
    );
    const week = sunday.startOf('week').toISODate() ?? '';
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/sheet/${week}/`,
      headers: editor.headers,
      payload: { word: 'Veillons ensemble.', pinned_article_id: article.id },
    });
    expect(put.statusCode).toBe(200);
    const event = async (who: Member, title: string) =>
      ok<Event>(
        await call(who, 'POST', '/api/events/', {
          title,
          starts_at: sunday.plus({ days: 2 }).toUTC().toISO(),
          ends_at: sunday.plus({ days: 2, hours: 2 }).toUTC().toISO(),
          location: 'Église Saint-Pierre, Lyon',
        }),
        201,
      );
    const shown = await event(organiser, 'Messe de l’Immaculée Conception');
    await event(shunned, 'Soirée de l’organisateur bloqué');

    await sheetJobAt(sunday.minus({ hours: 1 }));
    expect(sheets(reader)).toEqual([]);
    await sheetJobAt(sunday);
    const [mail, ...more] = sheets(reader);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^La feuille paroissiale — Semaine du /);
    expect(mail?.text).toContain('Veillons ensemble.');
    expect(mail?.text).toContain('Kermesse de la paroisse — Stands, jeux et crêpes pour tous.');
    expect(mail?.text).toContain(`http://koinonia.test/blogs/${article.id}`);
    expect(mail?.text).toContain('Messe de l’Immaculée Conception, mardi');
    expect(mail?.text).toContain(`/feed/events/${shown.id}`);
    expect(mail?.text).not.toContain('organisateur bloqué');
    expect(mail?.link).toBe(`http://koinonia.test/feuille/${week}`);
    expect(sheets(optedOut)).toEqual([]);

    // The hourly runs later that Sunday, and Monday: nothing more this week.
    await sheetJobAt(sunday.plus({ hours: 1 }));
    await sheetJobAt(sunday.plus({ days: 1 }));
    expect(sheets(reader)).toHaveLength(1);
    // The next Sunday's sheet holds nothing for this reader: no mail.
    await sheetJobAt(sunday.plus({ weeks: 1 }));
    expect(sheets(reader)).toHaveLength(1);

    const stop = await t.app.inject({ url: unsubscribePath(mail) });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('la feuille paroissiale');
    const settings = ok<{ communication: { weekly_sheet: boolean } }>(
      await call(reader, 'GET', '/api/users/settings/'),
    );
    expect(settings.communication.weekly_sheet).toBe(false);
  });
});
