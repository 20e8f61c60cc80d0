import type { Group } from '@koinonia/contracts';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biClock, biEnvelopeAt, biGeoAlt, biLink45deg } from '@/shared/ui/icons-groups.generated';
import { memberCountText } from './group-texts';
import '@/features/groups/groups.texts';

/** An address searched on OpenStreetMap (no map is embedded: nothing loads from elsewhere). */
export const mapSearchUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * 'À propos': the description, visibility, join rule and creation date; for a page its
 * category, address (with an OpenStreetMap link), website, contact e-mail and 'Horaires'.
 * `compact` is the side column's short form.
 */
export function GroupAbout({ group, compact = false }: { group: Group; compact?: boolean }) {
  const { t } = useTranslation();
  const page = group.kind === 'PAGE' ? group.page : null;
  return (
    <section className="card group-about" aria-labelledby={`about-${group.id}-${compact}`}>
      <div className="card-body">
        <h2 id={`about-${group.id}-${compact}`} className="h5 fw-bold mb-3">
          {t('groups.about.title')}
        </h2>
        <p className={`group-description ${compact ? 'small' : ''}`}>
          {group.description || (
            <span className="text-body-secondary">{t('groups.about.noDescription')}</span>
          )}
        </p>
        <dl className="mb-0">
          {group.kind === 'GROUP' ? (
            <>
              <dt>{t('groups.about.visibility')}</dt>
              <dd>
                <span className="fw-semibold">{t(`groups.visibility.${group.visibility}`)}</span>
                {!compact && (
                  <span className="d-block small text-body-secondary">
                    {t(`groups.visibilityHelp.${group.visibility}`)}
                  </span>
                )}
              </dd>
              <dt>{t('groups.about.joinRule')}</dt>
              <dd>
                <span className="fw-semibold">{t(`groups.joinRule.${group.join_rule}`)}</span>
                {!compact && (
                  <span className="d-block small text-body-secondary">
                    {t(`groups.joinRuleHelp.${group.join_rule}`)}
                  </span>
                )}
              </dd>
            </>
          ) : (
            page?.category && (
              <>
                <dt>{t('groups.about.category')}</dt>
                <dd>{t(`groups.categories.${page.category}`)}</dd>
              </>
            )
          )}
          {compact && (
            <>
              <dt className="visually-hidden">{t('groups.members.title')}</dt>
              <dd>{memberCountText(group)}</dd>
            </>
          )}
          {page?.address && (
            <>
              <dt>
                <Icon svg={biGeoAlt} size={14} className="me-1" />
                {t('groups.about.address')}
              </dt>
              <dd>
                <span className="d-block">{page.address}</span>
                <a
                  href={mapSearchUrl(page.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('groups.about.mapLabel', { name: group.name })}
                  className="small"
                >
                  {t('groups.about.map')}
                </a>
              </dd>
            </>
          )}
          {page?.website && (
            <>
              <dt>
                <Icon svg={biLink45deg} size={14} className="me-1" />
                {t('groups.about.website')}
              </dt>
              <dd className="text-break">
                <a href={page.website} target="_blank" rel="noopener noreferrer">
                  {page.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </>
          )}
          {page?.contact_email && (
            <>
              <dt>
                <Icon svg={biEnvelopeAt} size={14} className="me-1" />
                {t('groups.about.email')}
              </dt>
              <dd className="text-break">
                <a href={`mailto:${page.contact_email}`}>{page.contact_email}</a>
              </dd>
            </>
          )}
          {page?.schedule && (
            <>
              <dt>
                <Icon svg={biClock} size={14} className="me-1" />
                {t('groups.about.schedule')}
              </dt>
              <dd className="group-schedule">{page.schedule}</dd>
            </>
          )}
          {!compact && (
            <>
              <dt>{t('groups.about.created')}</dt>
              <dd className="mb-0">{formatDay(group.created_at)}</dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
