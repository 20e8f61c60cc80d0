import type { Conversation } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biSearch } from '@/shared/ui/icons-realtime.generated';
import { biPencilSquare } from '@/shared/ui/icons/biPencilSquare';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ConversationEntry } from './ConversationEntry';
import type { ChatPartner } from './chat-store';
import { fold } from './fold';
import { FriendPicker, partnerOf, useFriendsMatching } from './FriendPicker';
import {
  conversationStoreState,
  conversationsQueryOptions,
  otherParticipant,
} from './messaging.queries';
import '@/features/messaging/messaging.texts';

interface ConversationListProps {
  activeId: string | null;
  onSelect: (conversation: Conversation) => void;
  /** A friend chosen in 'Nouveau message' or in the search: our conversation or a new one. */
  onStartWith: (friend: ChatPartner) => void;
  /** Distinguishes the search field of the panel from the page's. */
  idPrefix: string;
}

/** How many friends without a conversation the list offers to write to. */
const FRIENDS_LISTED = 10;

/**
 * 'Nouveau message', the search field and the conversations (spec §2), with their loading,
 * error and empty states. A search also lists the friends we have no conversation with, and so
 * does the list while there is no conversation at all.
 */

export function ConversationList({
  activeId,
  onSelect,
  onStartWith,
  idPrefix,
}: ConversationListProps) {
  const { t } = useTranslation();
  const me = getUserId();
  const query = useInfiniteQuery(conversationsQueryOptions());
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const state = conversationStoreState(query);
  const all = query.data?.pages.flatMap((page) => page.results) ?? [];
  const wanted = fold(search.trim());
  const shown = wanted
    ? all.filter((c) => {
        const other = otherParticipant(c, me);
        return other ? fold(fullName(other)).includes(wanted) : false;
      })
    : all;
  // Without a conversation yet (a newcomer), the friends are listed to write to at once, rather
  // than an empty list that sends them elsewhere (UI.md, 'No dead ends').
  const noConversation = state === 'loaded' && all.length === 0;
  const listFriends = wanted !== '' || noConversation;
  const { friends } = useFriendsMatching(search, listFriends);
  const talkedWith = new Set(all.map((c) => otherParticipant(c, me)?.id));
  const newFriends = listFriends
    ? friends.filter((f) => !talkedWith.has(f.id)).slice(0, FRIENDS_LISTED)
    : [];

  return (
    <div className="conversation-list d-flex flex-column min-h-0">
      {picking ? (
        <FriendPicker
          onChoose={(friend) => {
            setPicking(false);
            onStartWith(friend);
          }}
          onClose={() => setPicking(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-sm align-self-start mb-2 d-inline-flex align-items-center gap-2"
          onClick={() => setPicking(true)}
        >
          <Icon svg={biPencilSquare} size={16} />
          {t('messaging.newMessage')}
        </button>
      )}
      <div className="position-relative mb-2">
        <label htmlFor={`${idPrefix}-search`} className="visually-hidden">
          {t('messaging.search')}
        </label>
        <Icon svg={biSearch} className="conversation-search-icon text-body-secondary" />
        <input
          id={`${idPrefix}-search`}
          type="search"
          className="form-control ps-5"
          placeholder={t('messaging.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {state === 'loading' ? (
        <div aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton skeleton-row my-2" />
          ))}
        </div>
      ) : state === 'error' ? (
        <RetryAlert
          className="py-2"
          text={t('messaging.loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : shown.length === 0 && newFriends.length === 0 ? (
        <div className="text-center py-4 px-2">
          <p className="fw-semibold mb-1">
            {wanted ? t('messaging.noMatch', { text: search.trim() }) : t('messaging.empty')}
          </p>
          {!wanted && <p className="small text-body-secondary mb-0">{t('messaging.emptyHint')}</p>}
        </div>
      ) : (
        <>
          {shown.length > 0 && (
            <ul className="list-unstyled mb-0" aria-label={t('messaging.conversations')}>
              {shown.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationEntry
                    conversation={conversation}
                    me={me}
                    active={conversation.id === activeId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </ul>
          )}
          {newFriends.length > 0 && (
            <>
              <h3 className="h6 small fw-semibold text-body-secondary mt-2 mb-1 px-2">
                {t('messaging.friendsWithout')}
              </h3>
              <ul className="list-unstyled mb-0" aria-label={t('messaging.friendsWithout')}>
                {newFriends.map((friend) => (
                  <li key={friend.id}>
                    <button
                      type="button"
                      className="conversation-entry"
                      onClick={() => onStartWith(partnerOf(friend))}
                    >
                      <Avatar src={friend.profile_picture} alt="" size={44} />
                      <span className="min-w-0 flex-grow-1">
                        <span className="conversation-name text-truncate d-block">
                          {fullName(friend)}
                        </span>
                        <span className="conversation-preview small">
                          {t('messaging.writeFirst')}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {query.hasNextPage && (
        <LoadMoreButton pages={query} className="btn btn-outline-primary btn-sm w-100 mt-2">
          {t('common.seeMore')}
        </LoadMoreButton>
      )}
    </div>
  );
}
