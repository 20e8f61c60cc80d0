import type { MemberSummary } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { memberListQueryOptions } from '@/features/users/users.public';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biXLg } from '@/shared/ui/icons.generated';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import type { ChatPartner } from './chat-store';
import { fold } from './fold';
import '@/features/messaging/messaging.texts';

/** The member's friends whose name holds `search` (accents and case folded). */
export function useFriendsMatching(search: string, enabled: boolean) {
  const query = useInfiniteQuery({ ...memberListQueryOptions('friend'), enabled });
  const wanted = fold(search.trim());
  const friends = query.data?.pages.flatMap((page) => page.results) ?? [];
  return {
    query,
    friends: wanted ? friends.filter((f) => fold(fullName(f)).includes(wanted)) : friends,
  };
}

export const partnerOf = (friend: MemberSummary): ChatPartner => ({
  id: friend.id,
  titre: friend.titre,
  first_name: friend.first_name,
  last_name: friend.last_name,
  profile_picture: friend.profile_picture,
});

/**
 * 'Nouveau message': a search among the member's friends, as a combobox (the arrows move in
 * the list, Enter chooses, Escape closes). Choosing a friend opens our conversation, or a new
 * message when we have none (the caller decides how).
 */
export function FriendPicker({
  onChoose,
  onClose,
}: {
  onChoose: (friend: ChatPartner) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const { query, friends } = useFriendsMatching(search, true);
  const shown = friends.slice(0, 50);
  const current = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${id}-friend-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const friend = shown[current];
      if (friend) onChoose(partnerOf(friend));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="friend-picker card mb-2 p-2">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <label htmlFor={`${id}-input`} className="fw-semibold small mb-0">
          {t('messaging.picker.label')}
        </label>
        <button
          type="button"
          className="btn btn-icon btn-sm btn-link text-body"
          aria-label={t('messaging.picker.close')}
          onClick={onClose}
        >
          <Icon svg={biXLg} size={14} />
        </button>
      </div>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        className="form-control"
        autoComplete="off"
        autoFocus
        placeholder={t('messaging.picker.placeholder')}
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {query.isPending ? (
        <div className="skeleton skeleton-row my-2" aria-hidden="true" />
      ) : query.isError ? (
        <p className="small text-danger-emphasis mt-2 mb-0" role="alert">
          {t('messaging.picker.loadError')}
        </p>
      ) : shown.length === 0 ? (
        <p className="small text-body-secondary mt-2 mb-0" role="status">
          {search.trim()
            ? t('messaging.picker.none', { text: search.trim() })
            : t('messaging.picker.noFriends')}
        </p>
      ) : null}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('messaging.picker.friends')}
        className="list-unstyled mb-0 mt-1 friend-picker-list"
      >
        {shown.map((friend, index) => (
          <li
            key={friend.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={`conversation-entry ${index === current ? 'is-active' : ''}`}
            onMouseEnter={() => setActive(index)}
            onClick={() => onChoose(partnerOf(friend))}
          >
            <Avatar src={friend.profile_picture} alt="" size={32} />
            <span className="conversation-name text-truncate">{fullName(friend)}</span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMoreButton pages={query} className="btn btn-link btn-sm w-100">
          {t('common.seeMore')}
        </LoadMoreButton>
      )}
    </div>
  );
}
