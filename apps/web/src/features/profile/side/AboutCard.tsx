import type { UserProfile } from '@koinonia/contracts';
import { memberSinceText } from '@/shared/people/member-since';
import { formatCalendarDate } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biEnvelope } from '@/shared/ui/icons.generated';
import { biCalendar3, biGift } from '@/shared/ui/icons-members.generated';
import '@/features/profile/profile.texts';

/**
 * 'A propos' (spec §2): bio, birthday and e-mail. Instead of the spec's fixed
 * 'Status: Single', the month the member joined (docs/spec-deviations.md).
 */
export function AboutCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-4" aria-labelledby="about-card-title">
      <div className="card-body">
        <h2 id="about-card-title" className="h5 fw-bold mb-3">
          {t('profile.about.title')}
        </h2>
        <p className={user.bio ? 'mb-3' : 'mb-3 small text-body-secondary'}>
          {user.bio || t('profile.about.noBio')}
        </p>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {user.birthday && (
            <li className="d-flex gap-2 align-items-start">
              <Icon svg={biGift} className="mt-1 text-body-secondary" />
              <span>
                {t('profile.about.birthday')} : <strong>{formatCalendarDate(user.birthday)}</strong>
              </span>
            </li>
          )}
          <li className="d-flex gap-2 align-items-start">
            <Icon svg={biCalendar3} className="mt-1 text-body-secondary" />
            <span>{memberSinceText(user.date_joined)}</span>
          </li>
          <li className="d-flex gap-2 align-items-start min-w-0">
            <Icon svg={biEnvelope} className="mt-1 text-body-secondary" />
            <span className="min-w-0">
              {t('profile.about.email')}
              <br />
              <strong className="text-break">
                {/* Break after the @ rather than inside the domain. */}
                {user.email.split('@')[0]}@<wbr />
                {user.email.split('@').slice(1).join('@')}
              </strong>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
