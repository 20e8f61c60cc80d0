import { useProfile } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { usePendingWrites } from '@/shared/offline/outbox';
import { PendingBadge } from '@/shared/offline/PendingBadge';
import { fullName, firstAndLastName } from '@/shared/people/person-name';
import { Avatar } from '@/shared/ui/Avatar';
import '@/features/publications/publications.texts';
import './publications.css';

const text = (body: Record<string, unknown>) => (typeof body.text === 'string' ? body.text : '');

/**
 * The publications written without the network (docs/adr/0019-pwa-and-offline.md): at the top
 * of the list where they will appear (the feed, a group's, an event's), 'En attente d'envoi'
 * until they are sent; the list is then read again and shows them as published.
 */
export function PendingPublications({ target }: { target: string | null }) {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  const pending = usePendingWrites('publication').filter((entry) => entry.target === target);
  if (pending.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0" aria-label={t('publications.pending')}>
      {pending.map((entry) => (
        <li key={entry.clientId} className="card border-0 mb-3 pending-item">
          <div className="card-body">
            <div className="d-flex align-items-center gap-2 mb-2">
              {me && <Avatar src={me.profile_picture} alt="" size={40} />}
              <div className="min-w-0 flex-grow-1">
                {me && <div className="fw-semibold text-truncate">{fullName(me)}</div>}
              </div>
              <PendingBadge />
            </div>
            <p className="publication-text mb-0">{text(entry.body)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The comments on `publicationId` written without the network, 'En attente d'envoi'. */
export function PendingComments({ publicationId }: { publicationId: string }) {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  const pending = usePendingWrites('comment', publicationId);
  if (pending.length === 0) return null;
  return (
    <ul className="list-unstyled mb-2" aria-label={t('publications.pending')}>
      {pending.map((entry) => (
        <li key={entry.clientId} className="d-flex gap-2 mb-2">
          {me && <Avatar src={me.profile_picture} alt="" size={32} className="flex-shrink-0" />}
          <div className="comment-bubble rounded-3 px-3 py-2 pending-item min-w-0">
            <div className="small d-flex flex-wrap align-items-center gap-2">
              {me && <span className="fw-semibold">{firstAndLastName(me)}</span>}
              <PendingBadge />
            </div>
            <p className="publication-text mb-0">{text(entry.body)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
