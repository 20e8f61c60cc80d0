import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { MessageBubble } from './MessageBubble';
import { messagesQueryOptions } from './messaging.queries';
import { PendingMessages } from './PendingMessages';
import '@/features/messaging/messaging.texts';

/** How close to the top (px) a scroll has to come to load older messages. */
const LOAD_OLDER_AT_PX = 48;

/**
 * The messages of the active conversation, oldest at the top; it scrolls
 * smoothly to the newest one (spec §2) and loads older ones when scrolled up.
 */
export function MessageList({
  conversationId,
  name,
  receiverId,
}: {
  conversationId: string;
  name: string;
  /** The other member: the messages to them written offline show after the others. */
  receiverId: string;
}) {
  const { t } = useTranslation();
  const me = getUserId();
  const query = useInfiniteQuery(messagesQueryOptions(conversationId));
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages were added, to keep the view still.
  const fromBottom = useRef<number | null>(null);
  const messages = (query.data?.pages.flatMap((page) => page.results) ?? []).slice().reverse();
  const newest = messages.at(-1)?.id;

  // Spec §8: a messages load failure in the chat is only logged.
  useEffect(() => {
    if (query.isError) console.error('Messages load failed', query.error);
  }, [query.isError, query.error]);

  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [newest]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && fromBottom.current !== null && !query.isFetchingNextPage) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [query.isFetchingNextPage, messages.length]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  };

  return (
    <div
      ref={scroller}
      className="message-scroller"
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
      }}
      role="log"
      aria-label={t('messaging.chatWith', { name })}
      aria-busy={query.isPending || undefined}
      tabIndex={0}
    >
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn btn-link btn-sm d-block mx-auto"
          disabled={query.isFetchingNextPage}
          onClick={loadOlder}
        >
          {query.isFetchingNextPage ? t('messaging.olderLoading') : t('messaging.loadOlder')}
        </button>
      ) : (
        query.isSuccess &&
        messages.length > 0 && (
          <p className="text-center small text-body-secondary my-2">
            {t('messaging.startOfConversation')}
          </p>
        )
      )}
      {query.isPending ? (
        <p className="text-center small text-body-secondary my-3">{t('common.loading')}</p>
      ) : query.isError && messages.length === 0 ? null : messages.length === 0 ? (
        <p className="text-center small text-body-secondary my-3">{t('messaging.noMessageYet')}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.sender_data.id === me}
            />
          ))}
        </ul>
      )}
      <PendingMessages receiverId={receiverId} />
      <div ref={end} />
    </div>
  );
}
