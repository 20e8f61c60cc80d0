import type { Conversation } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { Icon } from '@/shared/ui/Icon';
import { biSearch } from '@/shared/ui/icons-realtime.generated';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ConversationEntry } from './ConversationEntry';
import {
  conversationStoreState,
  conversationsQueryOptions,
  otherParticipant,
} from './messaging.queries';
import '@/features/messaging/messaging.texts';

interface ConversationListProps {
  activeId: string | null;
  onSelect: (conversation: Conversation) => void;
  /** Distinguishes the search field of the panel from the page's. */
  idPrefix: string;
}

/** Folds accents and case: 'benedicte' finds 'Bénédicte'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The search field and the conversations (spec §2), with their loading, error and empty states. */
export function ConversationList({ activeId, onSelect, idPrefix }: ConversationListProps) {
  const { t } = useTranslation();
  const me = getUserId();
  const query = useInfiniteQuery(conversationsQueryOptions());
  const [search, setSearch] = useState('');
  const state = conversationStoreState(query);
  const all = query.data?.pages.flatMap((page) => page.results) ?? [];
  const wanted = fold(search.trim());
  const shown = wanted
    ? all.filter((c) => {
        const other = otherParticipant(c, me);
        return other ? fold(fullName(other)).includes(wanted) : false;
      })
    : all;

  return (
    <div className="conversation-list d-flex flex-column min-h-0">
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
      ) : shown.length === 0 ? (
        <div className="text-center py-4 px-2">
          <p className="fw-semibold mb-1">
            {wanted ? t('messaging.noMatch', { text: search.trim() }) : t('messaging.empty')}
          </p>
          {!wanted && <p className="small text-body-secondary mb-0">{t('messaging.emptyHint')}</p>}
        </div>
      ) : (
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
      {query.hasNextPage && (
        <LoadMoreButton pages={query} className="btn btn-outline-primary btn-sm w-100 mt-2">
          {t('common.seeMore')}
        </LoadMoreButton>
      )}
    </div>
  );
}
