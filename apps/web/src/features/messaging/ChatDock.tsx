import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biChatDots } from '@/shared/ui/icons.generated';
import { chat, useChatState } from './chat-store';
import { useUnreadMessages } from './messaging.queries';
import { useChatSocket } from './useChatSocket';
import './messaging.css';
import '@/features/messaging/messaging.texts';

const ChatOverlays = lazy(() => import('./ChatOverlays'));

/**
 * The chat of the signed-in layout: the tab's chat socket, the floating chat
 * button of large screens (spec §2) and, once something is opened, the panel,
 * the chat window and the 'Nouveau Message' toast. On /messaging the page shows
 * the chat itself, so the floating window stays away.
 */
export function ChatDock() {
  const { t } = useTranslation();
  useChatSocket();
  const state = useChatState();
  const unread = useUnreadMessages();
  const onMessagingPage = useLocation().pathname.startsWith('/messaging');
  // Logout or leaving the signed-in layout: nothing stays open for the next member.
  useEffect(() => () => chat.reset(), []);
  // Loaded on first use, then kept, so that the panel can play its closing animation.
  const [used, setUsed] = useState(false);
  if (!used && (state.panelOpen || state.windowOpen || state.compose !== null)) setUsed(true);
  return (
    <>
      {!onMessagingPage && (
        <button
          type="button"
          className="chat-launcher btn btn-primary rounded-circle shadow d-none d-lg-inline-flex"
          aria-label={
            unread > 0
              ? t('messaging.openPanelUnread', { count: unread })
              : t('messaging.openPanel')
          }
          aria-controls="messaging-panel"
          aria-expanded={state.panelOpen}
          onClick={() => chat.openPanel()}
        >
          <Icon svg={biChatDots} size={24} />
          {unread > 0 && (
            <span className="badge rounded-pill chat-launcher-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      )}
      {used && (
        <Suspense fallback={null}>
          <ChatOverlays showWindow={!onMessagingPage} />
        </Suspense>
      )}
    </>
  );
}
