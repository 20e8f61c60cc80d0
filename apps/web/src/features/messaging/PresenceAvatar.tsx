import type { Participant } from '@koinonia/contracts';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import '@/features/messaging/messaging.texts';

/** An avatar with its status dot (spec §2: offline in red, otherwise green). */
export function PresenceAvatar({ participant, size }: { participant: Participant; size: number }) {
  const { t } = useTranslation();
  const online = participant.status !== 'offline';
  return (
    <span className="presence-avatar" style={{ width: size, height: size }}>
      <Avatar
        src={participant.profile_picture}
        alt={t('messaging.avatarAlt', { name: fullName(participant) })}
        size={size}
      />
      <span
        className={`presence-dot ${online ? 'is-online' : 'is-offline'}`}
        data-status={online ? 'online' : 'offline'}
        aria-hidden="true"
      />
    </span>
  );
}
