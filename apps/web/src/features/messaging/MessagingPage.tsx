import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { memberQueryOptions } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biChatDots } from '@/shared/ui/icons.generated';
import { chat } from './chat-store';
import { ConversationList } from './ConversationList';
import { findConversationWith } from './useOpenChat';
import { QuietBoundary } from '@/shared/ui/QuietBoundary';
import './messaging.css';
import '@/features/messaging/messaging.texts';

// Not on the first screen: the list and the placeholder are. The chat (its
// messages, its composer) and the new message to a friend come in their own chunk once a
// conversation or a friend is chosen.
const ChatPane = lazy(() => import('./ChatPane').then((m) => ({ default: m.ChatPane })));
const NewMessageToast = lazy(() =>
  import('./NewMessageToast').then((m) => ({ default: m.NewMessageToast })),
);

/**
 * /messaging: the conversations and the chat side by side on a large screen,
 * one after the other on a phone (the list, then the chat with a back button).
 * `?c=` is the open conversation; `?with=` a friend to write to (their 'Message'
 * button on a phone): our conversation, or a new message when there is none.
 */
export function MessagingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('messaging.title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('c');
  const withId = params.get('with');
  const partner = useQuery({ ...memberQueryOptions(withId ?? ''), enabled: Boolean(withId) });

  useEffect(() => {
    if (!withId) return;
    let current = true;
    void findConversationWith(queryClient, withId).then((id) => {
      if (current && id) setParams({ c: id }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [withId, queryClient, setParams]);

  useEffect(() => {
    chat.setActive(activeId);
  }, [activeId]);

  const open = (id: string) => setParams({ c: id });
  const back = () => setParams({});
  const showingChat = Boolean(activeId || withId);

  return (
    <div className={`messaging-page card ${showingChat ? 'is-chat' : 'is-list'}`}>
      <div className="messaging-list-column">
        <h1 className="h4 fw-bold px-3 pt-3 mb-2">{t('messaging.title')}</h1>
        <div className="px-3 pb-3 messaging-list-scroll">
          <ConversationList
            idPrefix="page"
            activeId={activeId}
            onSelect={(c) => open(c.id)}
            // Our conversation, found by the `?with=` effect, or a new message.
            onStartWith={(friend) => setParams({ with: friend.id })}
          />
        </div>
      </div>
      <div className="messaging-chat-column">
        <QuietBoundary>
          <Suspense fallback={null}>
            {activeId ? (
              <ChatPane key={activeId} conversationId={activeId} onBack={back} />
            ) : withId && partner.data ? (
              <NewMessageToast
                partner={partner.data}
                className="messaging-compose m-3 card"
                onSent={(message) => open(message.conversation_id)}
                onClose={back}
              />
            ) : (
              <div className="messaging-placeholder text-center p-4">
                <Icon svg={biChatDots} size={40} className="text-body-secondary mb-2" />
                <p className="fw-semibold mb-1">{t('messaging.chooseConversation')}</p>
                <p className="small text-body-secondary mb-0">{t('messaging.chooseHint')}</p>
              </div>
            )}
          </Suspense>
        </QuietBoundary>
      </div>
    </div>
  );
}
