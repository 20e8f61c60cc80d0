import type { UserProfile } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/profile/profile.texts';

/**
 * The spec's static Experience card, made the member's place in the
 * community: their title, friends and pending invitations (docs/spec-deviations.md).
 */
export function CommunityCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const rows: [string, string | number][] = [
    [t('profile.community.titre'), user.titre || t('profile.community.noTitre')],
    [t('profile.community.friends'), user.counts.friends],
    [t('profile.community.invitations'), user.counts.invitations],
  ];
  return (
    <section className="card mb-4" aria-labelledby="community-card-title">
      <div className="card-body">
        <h2 id="community-card-title" className="h5 fw-bold mb-3">
          {t('profile.community.title')}
        </h2>
        <dl className="mb-0 community-list">
          {rows.map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between gap-3 py-2 border-top">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold text-end">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
