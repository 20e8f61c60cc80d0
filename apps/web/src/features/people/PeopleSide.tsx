import type { MemberProfile } from '@koinonia/contracts';
import { fullName } from '@/shared/people/person-name';
import { friendsText, mutualText } from '@/shared/people/member-texts';
import { memberSinceText } from '@/shared/people/member-since';
import { formatCalendarDate, formatCalendarDayMonth } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biPeople } from '@/shared/ui/icons.generated';
import { biCalendar3, biGift } from '@/shared/ui/icons-members.generated';
import '@/features/people/member.texts';

/** The other member's side column: their 'A propos'. */
export function PeopleSide({
  member,
  headingId = 'member-about-title',
}: {
  member: MemberProfile;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const mutual = mutualText(member.mutual_count);
  // The whole date when the member shows their birth year, else the day and month alone
  // (the year is theirs to hide); nothing when they hide their birthday.
  const birthday = member.birthday
    ? formatCalendarDate(member.birthday)
    : member.birthday_month_day
      ? formatCalendarDayMonth(`2000-${member.birthday_month_day}`)
      : undefined;
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 fw-bold mb-3">
          {t('member.aboutTitle')}
        </h2>
        <p className={member.bio ? 'mb-3' : 'mb-3 small text-body-secondary'}>
          {member.bio || t('member.noBio', { name: fullName(member) })}
        </p>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {birthday && (
            <li className="d-flex gap-2">
              <Icon svg={biGift} className="mt-1 text-body-secondary" />
              <span>
                {t('member.birthday')} : <strong>{birthday}</strong>
              </span>
            </li>
          )}
          <li className="d-flex gap-2">
            <Icon svg={biCalendar3} className="mt-1 text-body-secondary" />
            <span>{memberSinceText(member.date_joined)}</span>
          </li>
          <li className="d-flex gap-2">
            <Icon svg={biPeople} className="mt-1 text-body-secondary" />
            <span>
              {friendsText(member.counts.friends)}
              {mutual && ` · ${mutual}`}
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
