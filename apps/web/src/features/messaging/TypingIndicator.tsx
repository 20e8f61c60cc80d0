import { useTranslation } from '@/shared/i18n/i18n';
import { useFriendTyping } from './typing';
import '@/features/messaging/messaging.texts';

/**
 * 'Marie écrit…' under the messages while the friend writes (typing.ts). The live region is
 * always there, so a screen reader hears the sentence when it appears.
 */
export function TypingIndicator({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const typing = useFriendTyping(userId);
  return (
    <p className="chat-typing small text-body-secondary px-3 mb-0" aria-live="polite">
      {typing ? t('messaging.typing', { name }) : ''}
    </p>
  );
}
