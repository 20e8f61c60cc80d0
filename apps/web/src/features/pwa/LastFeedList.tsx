import type { Publication } from '@koinonia/contracts';
import { formatFullDate } from '@/shared/format/message-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { fullName } from '@/shared/people/person-name';
import '@/features/pwa/pwa.texts';

/**
 * The last feed page seen, as text (/offline): who wrote, when, what. Pictures are named, not
 * drawn: those not kept on the device would show broken without the network.
 */
export function LastFeedList({ publications }: { publications: readonly Publication[] }) {
  const { t } = useTranslation();
  return (
    <ol className="list-unstyled mb-0 last-feed">
      {publications.map((publication) => (
        <li key={publication.id} className="last-feed-item">
          <article aria-label={fullName(publication.author)}>
            <p className="mb-1">
              <strong>{fullName(publication.author)}</strong>
              {publication.group && (
                <span className="text-body-secondary">
                  {' '}
                  {t('pwa.offline.inGroup', { name: publication.group.name })}
                </span>
              )}
            </p>
            <p className="small text-body-secondary mb-2">
              <time dateTime={publication.created_at}>
                {formatFullDate(publication.created_at)}
              </time>
            </p>
            {publication.text && <p className="last-feed-text mb-2">{publication.text}</p>}
            {publication.photos.length > 0 && (
              <p className="small text-body-secondary mb-0">
                {publication.photos.length === 1
                  ? t('pwa.offline.photosOne')
                  : t('pwa.offline.photosMany', { count: publication.photos.length })}
              </p>
            )}
            {publication.video && (
              <p className="small text-body-secondary mb-0">{t('pwa.offline.video')}</p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
