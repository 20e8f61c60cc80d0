/**
 * Celebrations (/feed/celebration): what a member's friends and the members of their groups
 * celebrate today, this week and this month, and the wishes sent from there.
 *
 * Who is shown, and why:
 * - Birthdays: friends only, as everywhere in the app (users.service.ts `birthdays`), and only
 *   when the friend's privacy setting shows the birthday to friends ('members' or 'friends');
 *   the age only when their birth year is shown too.
 * - Join anniversaries ('Membre depuis 3 ans') and name days ('Bonne fête !'): friends and the
 *   members of the viewer's groups (not pages: following a page is not knowing its followers).
 *   Not the whole community, even a small one: a community grows, and a list of hundreds of
 *   strangers' anniversaries is noise, where the people of one's groups are people one meets.
 *   The join date and the first name are not private (the profile shows 'Membre depuis').
 * - Blocks either way and closed accounts hide a member on every path: the list, the wish and
 *   the morning notification (celebrations.test.ts).
 *
 * A wish is for today's occasion only, as the list offers it ('Souhaiter' on today's cards):
 * the sender must see that occasion today, so a hidden birthday cannot be wished (nor
 * guessed). To a friend who takes messages it is a chat message, sent through the messaging
 * module's service (friends only, blocks respected); to anyone else a notification with a fixed
 * sentence, 'Marie vous souhaite un joyeux anniversaire !', without the text: a free text to a
 * non-friend would be the message that messaging refuses. One wish per sender, recipient,
 * occasion and year (409). Both go through a fact and the job queue (celebrations.listeners.ts).
 *
 * The morning (celebrations.morning.ts): each member is told once a day of their friends'
 * birthdays, claimed in `celebration_notices` so that neither a retry nor a restart tells twice.
 */
import {
  CELEBRATION_SECTIONS,
  type Celebration,
  type CelebrationOccasion,
  type Celebrations,
  WISH_SUGGESTIONS,
  type Wish,
  type WishBody,
} from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { presentMemberCard } from '../users/users.public.ts';
import {
  comesRoundOn,
  daysFrom,
  localDate,
  monthDaysOf,
  yearsBetween,
} from './celebrations.dates.ts';
import { isNameDay, nameDaysOf } from './celebrations.names.ts';
import type { CandidateRow, CelebrationsRepository } from './celebrations.repository.ts';
import {
  alreadyWished,
  CELEBRATIONS_TEXTS,
  memberNotFound,
  nothingToday,
} from './celebrations.texts.ts';

export interface CelebrationsServiceDeps {
  repository: CelebrationsRepository;
  transaction: Transactional<CelebrationsRepository>;
  /** The community's time zone: what 'today' is. */
  timeZone: string;
  now: () => Date;
  /** A verified, open account (users module). */
  isMember(id: string): Promise<boolean>;
  isBlockedBetween(a: string, b: string): Promise<boolean>;
  /** The recipient takes new messages (settings: who_can_message). */
  acceptsMessages(userId: string): Promise<boolean>;
}

/** The last day the sections cover. */
const LAST_DAY = CELEBRATION_SECTIONS.month.to;
const ORDER: Record<CelebrationOccasion, number> = { birthday: 0, name_day: 1, membership: 2 };

function sectionOf(inDays: number): keyof Celebrations['sections'] {
  if (inDays <= CELEBRATION_SECTIONS.today.to) return 'today';
  return inDays <= CELEBRATION_SECTIONS.week.to ? 'week' : 'month';
}

export function createCelebrationsService(deps: CelebrationsServiceDeps) {
  const { repository } = deps;

  /** The occasions of `me`'s people within `days` (from today), soonest first. */
  async function occasions(me: string, days: string[]): Promise<Celebration[]> {
    const candidates = await repository.candidates(me, {
      monthDays: monthDaysOf(days),
      names: nameDaysOf(days),
      timeZone: deps.timeZone,
    });
    const today = days[0] as string;
    const thisYear = Number(today.slice(0, 4));
    const wished = await repository.wishedBy(me, [thisYear, thisYear + 1]);

    const items: Celebration[] = [];
    const add = (
      row: CandidateRow,
      occasion: CelebrationOccasion,
      date: string,
      extra: {
        title: string;
        age?: number | null;
        years?: number | null;
      },
    ) => {
      const inDays = days.indexOf(date);
      const done = wished.has(`${row.id}:${occasion}:${date.slice(0, 4)}`);
      items.push({
        id: `${occasion}:${row.id}:${date}`,
        user_id: row.id,
        user: presentMemberCard(row),
        occasion,
        date,
        in_days: inDays,
        title: extra.title,
        age: extra.age ?? null,
        years: extra.years ?? null,
        is_friend: row.is_friend,
        placeholder: WISH_SUGGESTIONS[occasion][0] ?? '',
        wished: done,
        can_wish: inDays === 0 && !done,
      });
    };

    for (const row of candidates) {
      const { birthday } = row;
      if (birthday !== null && row.is_friend) {
        const date = days.find((day) => comesRoundOn(birthday, day));
        if (date) {
          const age = row.year_shown ? yearsBetween(birthday, date) : null;
          add(row, 'birthday', date, { title: CELEBRATIONS_TEXTS.birthday(age), age });
        }
      }
      const nameDay = days.find((day) => isNameDay(row.first_name, day));
      if (nameDay) add(row, 'name_day', nameDay, { title: CELEBRATIONS_TEXTS.nameDay });
      const joined = days.find(
        (day) => comesRoundOn(row.joined_on, day) && yearsBetween(row.joined_on, day) >= 1,
      );
      if (joined) {
        const years = yearsBetween(row.joined_on, joined);
        add(row, 'membership', joined, { title: CELEBRATIONS_TEXTS.membership(years), years });
      }
    }
    return items.sort(
      (a, b) =>
        a.in_days - b.in_days ||
        ORDER[a.occasion] - ORDER[b.occasion] ||
        a.user.last_name.localeCompare(b.user.last_name, 'fr') ||
        a.user.first_name.localeCompare(b.user.first_name, 'fr') ||
        a.user_id.localeCompare(b.user_id),
    );
  }

  const today = () => localDate(deps.now(), deps.timeZone);

  const service = {
    /** `GET /api/celebrations/`: the three sections. */
    async list(me: string): Promise<Celebrations> {
      const day = today();
      const sections: Celebrations['sections'] = { today: [], week: [], month: [] };
      for (const item of await occasions(me, daysFrom(day, LAST_DAY))) {
        sections[sectionOf(item.in_days)].push(item);
      }
      return { today: day, sections };
    },

    /** `POST /api/celebrations/wishes/`: today's occasion of a member the sender sees. */
    async wish(me: string, body: WishBody & { text?: string }): Promise<Wish> {
      const recipientId = body.recipient_id.toLowerCase();
      if (recipientId === me) throw invalid('recipient_id', CELEBRATIONS_TEXTS.toSelf);
      if (!isUuid(recipientId) || !(await deps.isMember(recipientId))) throw memberNotFound();
      // A block either way: as if the member did not exist (never a hint of the block).
      if (await deps.isBlockedBetween(me, recipientId)) throw memberNotFound();
      const day = today();
      const occasion = (await occasions(me, [day])).find(
        (item) => item.user_id === recipientId && item.occasion === body.occasion,
      );
      if (!occasion) throw nothingToday();
      const channel =
        occasion.is_friend && (await deps.acceptsMessages(recipientId))
          ? 'message'
          : 'notification';
      const text = body.text?.trim() ?? '';
      if (channel === 'message' && text === '') {
        throw invalid('text', CELEBRATIONS_TEXTS.textRequired);
      }
      const year = Number(day.slice(0, 4));
      const id = await deps.transaction(async (tx, record) => {
        const wishId = await tx.insertWish({
          senderId: me,
          recipientId,
          occasion: body.occasion,
          year,
          channel,
        });
        if (!wishId) throw alreadyWished();
        await record('celebrations.wished', {
          wishId,
          senderId: me,
          recipientId,
          occasion: body.occasion,
          channel,
          text: channel === 'message' ? text : '',
        });
        return wishId;
      });
      return { id, recipient_id: recipientId, occasion: body.occasion, channel, year };
    },

    /**
     * The morning of `day`: each member whose friends have their birthday that day (shown to
     * friends) is claimed once and told by a fact. Returns how many were claimed now.
     */
    async tellBirthdays(day: string): Promise<number> {
      const celebrated = (await repository.birthdaysOn(Object.keys(monthDaysOf([day])))).filter(
        (row) => comesRoundOn(row.birthday, day),
      );
      const byViewer = new Map<string, string[]>();
      for (const { id } of celebrated) {
        for (const viewer of await repository.friendsOf(id)) {
          byViewer.set(viewer, [...(byViewer.get(viewer) ?? []), id]);
        }
      }
      const viewers = [...byViewer.keys()].sort();
      let told = 0;
      for (let start = 0; start < viewers.length; start += NOTICE_BATCH) {
        const batch = viewers.slice(start, start + NOTICE_BATCH);
        told += await deps.transaction(async (tx, record) => {
          const claimed = await tx.claimNotices(batch, day);
          for (const userId of claimed) {
            await record('celebrations.birthdays-today', {
              userId,
              day,
              friendIds: byViewer.get(userId) ?? [],
            });
          }
          return claimed.length;
        });
      }
      return told;
    },

    /** Today in the community's time zone. */
    today,
  };
  return service;
}

/** Members claimed per transaction by the morning job. */
const NOTICE_BATCH = 200;

export type CelebrationsService = ReturnType<typeof createCelebrationsService>;
