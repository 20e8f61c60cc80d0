import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { memberListQueryOptions } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { fullName } from '@/shared/people/person-name';
import { Avatar } from '@/shared/ui/Avatar';
import '@/features/events/events.texts';

/**
 * The member's friends as a checklist (the invited and the co-organisers of an event): every
 * page of the connections' list is loaded, so that no friend is missing.
 */
export function FriendChecklist({
  legend,
  hint,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  hint: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const friends = useInfiniteQuery(memberListQueryOptions('friend'));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = friends;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const list = friends.data?.pages.flatMap((page) => page.results) ?? [];
  const toggle = (friendId: string, on: boolean) =>
    onChange(on ? [...value, friendId] : value.filter((other) => other !== friendId));

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-medium fs-6 mb-1">{legend}</legend>
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        {hint}
      </p>
      {friends.isPending ? (
        <span className="skeleton skeleton-row" aria-hidden="true" />
      ) : friends.isError ? (
        <p role="alert" className="small text-danger-emphasis mb-0">
          {t('events.form.friendsError')}
        </p>
      ) : list.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('events.form.noFriends')}</p>
      ) : (
        <ul className="list-unstyled event-friend-list mb-0">
          {list.map((friend) => (
            <li key={friend.id}>
              <label className="event-friend-option">
                <input
                  type="checkbox"
                  className="form-check-input mt-0"
                  checked={value.includes(friend.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(friend.id, event.target.checked)}
                />
                <Avatar src={friend.profile_picture} alt="" size={32} />
                <span className="text-truncate">{fullName(friend)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
