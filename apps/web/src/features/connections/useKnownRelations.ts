import { useInfiniteQuery } from '@tanstack/react-query';
import { memberListQueryOptions } from '@/features/users/users.public';

export type KnownRelation = 'friend' | 'sent' | 'received';

/**
 * What the loaded lists already say about members, so that a search result
 * offers the right button (accept, not invite, for someone who invited me).
 */
export function useKnownRelations(): Map<string, KnownRelation> {
  const friends = useInfiniteQuery(memberListQueryOptions('friend'));
  const sent = useInfiniteQuery(memberListQueryOptions('demande'));
  const received = useInfiniteQuery(memberListQueryOptions('invitation'));
  const known = new Map<string, KnownRelation>();
  const add = (pages: typeof friends.data, kind: KnownRelation) => {
    for (const page of pages?.pages ?? [])
      for (const member of page.results) known.set(member.id, kind);
  };
  add(friends.data, 'friend');
  add(sent.data, 'sent');
  add(received.data, 'received');
  return known;
}
