import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biChevronDown, biChevronUp } from '@/shared/ui/icons-realtime.generated';
import { biXLg } from '@/shared/ui/icons.generated';
import { ChatHeader } from './ChatHeader';
import { ChatView } from './ChatView';
import { chat } from './chat-store';
import { useConversation } from './useConversation';
import '@/features/messaging/messaging.texts';

/**
 * The floating chat window of large screens (spec §2): the active conversation,
 * a collapsible body, closed with its button or Escape.
 */
export function ChatWindow({
  conversationId,
  collapsed,
}: {
  conversationId: string;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const { conversation, other, query } = useConversation(conversationId);
  // A conversation that is gone (deleted elsewhere, blocked) closes its window.
  useEffect(() => {
    if (query.isError) chat.closeWindow();
  }, [query.isError]);
  if (!conversation || !other) return null;
  const titleId = `chat-window-title-${conversationId}`;
  return (
    <section
      className={`chat-window card shadow-lg ${collapsed ? 'is-collapsed' : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) chat.closeWindow();
      }}
    >
      <ChatHeader
        conversation={conversation}
        other={other}
        titleId={titleId}
        onLeave={() => chat.closeWindow()}
        after={
          <>
            <button
              type="button"
              className="btn btn-icon btn-link text-body"
              aria-label={t(collapsed ? 'messaging.expand' : 'messaging.collapse')}
              aria-expanded={!collapsed}
              aria-controls={`${titleId}-body`}
              onClick={() => chat.toggleCollapsed()}
            >
              <Icon svg={collapsed ? biChevronUp : biChevronDown} />
            </button>
            <button
              type="button"
              className="btn btn-icon btn-link text-body"
              aria-label={t('messaging.closeChat')}
              onClick={() => chat.closeWindow()}
            >
              <Icon svg={biXLg} />
            </button>
          </>
        }
      />
      <div id={`${titleId}-body`} className="chat-window-body" hidden={collapsed}>
        {!collapsed && <ChatView conversationId={conversationId} other={other} />}
      </div>
    </section>
  );
}
