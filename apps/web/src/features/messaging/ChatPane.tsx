import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biArrowLeft } from '@/shared/ui/icons-realtime.generated';
import { ChatHeader } from './ChatHeader';
import { ChatView } from './ChatView';
import { useConversation } from './useConversation';
import '@/features/messaging/messaging.texts';

/** The chat of the /messaging page, with the back button of phones. */
export function ChatPane({
  conversationId,
  onBack,
}: {
  conversationId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { conversation, other, query } = useConversation(conversationId);
  if (!conversation || !other) {
    return (
      <p className="p-4 text-center text-body-secondary" role="status">
        {query.isError ? t('messaging.loadError') : t('common.loading')}
      </p>
    );
  }
  const titleId = `chat-pane-title-${conversationId}`;
  return (
    <section className="chat-pane d-flex flex-column h-100" aria-labelledby={titleId}>
      <ChatHeader
        conversation={conversation}
        other={other}
        titleId={titleId}
        onLeave={onBack}
        before={
          <button
            type="button"
            className="btn btn-icon btn-link text-body d-md-none"
            aria-label={t('messaging.back')}
            onClick={onBack}
          >
            <Icon svg={biArrowLeft} />
          </button>
        }
      />
      <ChatView conversationId={conversationId} other={other} />
    </section>
  );
}
