/**
 * The weekly parish sheet ('feuille paroissiale', docs/adr/0016-news-articles.md): for a week,
 * Monday to Sunday in the community's time zone, the articles published that week (the
 * pinned one first), the editors' word of the week, and the public events of the following
 * week, which the sheet announces (read through the events module's service). Readers see the
 * weeks begun so far; editors also the weeks to come, which they prepare.
 */
import type { ParishSheet, SheetEvent, UpdateSheetBody } from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { ActorOf, NewsServiceDeps } from './news.deps.ts';
import { authorize, can, type NewsActor } from './news.policy.ts';
import { presentSummary } from './news.presenter.ts';
import { NOBODY } from './news.sql.ts';
import { NEWS_TEXTS } from './news.texts.ts';
import { isoDay, type Week, weekLabel, weekOf, weekOfDay } from './news.time.ts';

/** More than a week ever holds. */
const SHEET_ARTICLES = 50;
const SHEET_EVENTS = 50;

export function createParishSheet(deps: NewsServiceDeps, actorOf: ActorOf) {
  const { repository } = deps;

  /** The week of `day` ('YYYY-MM-DD'), or this week; 400 for a day that does not exist. */
  function weekFor(day: string | undefined): Week {
    if (day === undefined) return weekOf(deps.now(), deps.timeZone);
    const week = weekOfDay(day, deps.timeZone);
    if (!week) throw invalid('date', NEWS_TEXTS.badDay);
    return week;
  }

  async function build(actor: NewsActor, week: Week): Promise<ParishSheet> {
    const current = weekOf(deps.now(), deps.timeZone);
    const future = week.start > current.start;
    if (future && !can(actor, 'sheet:edit')) {
      throw new AppError(404, 'not_found', NEWS_TEXTS.futureSheet);
    }
    const viewer = actor.id ?? NOBODY;
    const following: Week = { start: week.end, end: week.end.plus({ weeks: 1 }) };
    const [stored, articles, events] = await Promise.all([
      repository.sheetWeek(isoDay(week.start)),
      repository.list(
        viewer,
        { statuses: ['published'], from: week.start.toJSDate(), to: week.end.toJSDate() },
        undefined,
        SHEET_ARTICLES,
      ),
      deps.publicEvents(
        actor.id,
        following.start.toJSDate(),
        following.end.toJSDate(),
        SHEET_EVENTS,
      ),
    ]);
    const pinnedId = stored?.pinnedArticleId ?? null;
    // The pinned one first, wherever it was published; shown only once it is.
    const pinned =
      pinnedId === null
        ? undefined
        : (articles.find((a) => a.id === pinnedId) ??
          (await repository.find(viewer, pinnedId, false)));
    const ordered = pinned ? [pinned, ...articles.filter((a) => a.id !== pinned.id)] : articles;
    const next = week.end;
    return {
      week_start: isoDay(week.start),
      week_end: isoDay(week.end.minus({ days: 1 })),
      label: weekLabel(week),
      word: stored?.word ?? '',
      pinned_article_id: pinned ? pinned.id : null,
      articles: ordered.map((row) => presentSummary(row, deps.timeZone)),
      events_from: isoDay(following.start),
      events_to: isoDay(following.end.minus({ days: 1 })),
      events: events.map((e): SheetEvent => ({
        id: e.id,
        title: e.title,
        category: e.category,
        label: e.label,
        starts_at: e.starts_at,
        ends_at: e.ends_at,
        time_zone: e.time_zone,
        is_online: e.is_online,
        location: e.location,
        image: e.image,
      })),
      previous_week: isoDay(week.start.minus({ weeks: 1 })),
      next_week: next > current.start && !can(actor, 'sheet:edit') ? null : isoDay(next),
      can_edit: can(actor, 'sheet:edit'),
    };
  }

  return {
    /** `GET /api/blogs/sheet/` and `GET /api/blogs/sheet/{date}/`: guests too. */
    async sheet(me: string | null, day?: string): Promise<ParishSheet> {
      const actor = await actorOf(me);
      return build(actor, weekFor(day));
    },

    /** `PUT /api/blogs/sheet/{date}/` (editors): the week's word and pinned article. */
    async saveSheet(me: string, day: string, input: UpdateSheetBody): Promise<ParishSheet> {
      const actor = await actorOf(me);
      authorize(actor, 'sheet:edit');
      const week = weekFor(day);
      const pinned = input.pinned_article_id ?? null;
      if (pinned !== null) {
        const article = await repository.record(pinned);
        if (!article || article.status === 'draft') {
          throw invalid('pinned_article_id', NEWS_TEXTS.pinnedNotFound);
        }
      }
      await repository.saveSheetWeek(isoDay(week.start), {
        word: input.word,
        pinnedArticleId: pinned,
        updatedBy: me,
      });
      return build(actor, week);
    },
  };
}
