import { useInfiniteQuery } from '@tanstack/react-query';
import { memberListQueryOptions } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { MemberListSection } from './MemberListSection';
import { MemberSearch } from './MemberSearch';
import { MoveButtons } from '@/features/relationship/relationship.ui';
import '@/features/connections/connections.texts';

/**
 * /profile/connections ('Mon réseau'): invitations received and sent, friends,
 * people you may know, and member search.
 */
export function ConnectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('connections.title'));
  const received = useInfiniteQuery(memberListQueryOptions('invitation'));
  const sent = useInfiniteQuery(memberListQueryOptions('demande'));
  const friends = useInfiniteQuery(memberListQueryOptions('friend'));
  const suggestions = useInfiniteQuery(memberListQueryOptions('suggestion'));

  return (
    <div>
      {/* Finding someone is the first thing members come here for. */}
      <MemberSearch />
      <MemberListSection
        id="received-title"
        title={t('connections.received')}
        query={received}
        emptyText={t('connections.emptyInvitations')}
        errorText={t('connections.errors.invitation')}
        actions={(member) => <MoveButtons member={member} moves={['accept', 'decline']} />}
      />
      <MemberListSection
        id="sent-title"
        title={t('connections.sent')}
        query={sent}
        emptyText={t('connections.emptySent')}
        errorText={t('connections.errors.demande')}
        actions={(member) => <MoveButtons member={member} moves={['cancel']} />}
      />
      <MemberListSection
        id="friends-title"
        title={t('connections.friends')}
        query={friends}
        emptyText={t('connections.emptyFriends')}
        errorText={t('connections.errors.friend')}
        actions={(member) => <MoveButtons member={member} moves={['remove']} message />}
      />
      <MemberListSection
        id="suggestions-title"
        title={t('connections.suggestions')}
        subtitle={t('connections.suggestionsHint')}
        query={suggestions}
        emptyText={t('connections.emptySuggestions')}
        errorText={t('connections.errors.suggestion')}
        actions={(member) => <MoveButtons member={member} moves={['invite']} />}
      />
    </div>
  );
}
