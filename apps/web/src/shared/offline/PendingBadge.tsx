import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biClock } from '@/shared/ui/icons/biClock';
import './offline.texts';
import './pending.css';

/** 'En attente d'envoi': a write kept in the outbox until the network returns. */
export function PendingBadge() {
  const { t } = useTranslation();
  return (
    <span className="pending-badge">
      <Icon svg={biClock} size={14} />
      {t('offline.pending')}
    </span>
  );
}
