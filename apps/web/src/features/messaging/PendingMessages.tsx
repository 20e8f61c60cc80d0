import { useTranslation } from '@/shared/i18n/i18n';
import { usePendingWrites } from '@/shared/offline/outbox';
import { PendingBadge } from '@/shared/offline/PendingBadge';
import '@/features/messaging/messaging.texts';

/**
 * The messages to `receiverId` written without the network (docs/adr/0019-pwa-and-offline.md):
 * after the others, 'En attente d'envoi' until they are sent; the chat then reads them back.
 */
export function PendingMessages({ receiverId }: { receiverId: string }) {
  const { t } = useTranslation();
  const pending = usePendingWrites('message', receiverId);
  if (pending.length === 0) return null;
  return (
    <ul
      className="list-unstyled mb-0 mt-2 d-flex flex-column gap-2"
      aria-label={t('messaging.pending')}
    >
      {pending.map((entry) => (
        <li key={entry.clientId} className="message-row d-flex gap-2 is-mine justify-content-end">
          <div className="message-bubble message-mine pending-item">
            {typeof entry.body.content === 'string' && entry.body.content && (
              <p className="message-text mb-0">{entry.body.content}</p>
            )}
            <span className="message-meta d-flex justify-content-end mt-1">
              <PendingBadge />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
