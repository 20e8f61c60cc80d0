import type { MemberSummary } from '@koinonia/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberPage } from '@koinonia/contracts';
import { MemberRow } from '@/features/users/users.ui';
import { PeopleList } from '@/shared/people/PeopleList';
import { RetryAlert } from '@/shared/ui/RetryAlert';

interface MemberListSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  query: UseInfiniteQueryResult<InfiniteData<MemberPage>>;
  emptyText: string;
  errorText: string;
  actions: (member: MemberSummary) => ReactNode;
  /** Hide the whole section when the list is empty (e.g. sent invitations). */
  hideWhenEmpty?: boolean;
}

/** A list of members with skeletons, an empty state, its error text and 'Voir plus'. */
export function MemberListSection({
  id,
  title,
  subtitle,
  query,
  emptyText,
  errorText,
  actions,
  hideWhenEmpty = false,
}: MemberListSectionProps) {
  const members = query.data?.pages.flatMap((page) => page.results) ?? [];
  if (hideWhenEmpty && query.isSuccess && members.length === 0) return null;
  return (
    <section className="card mb-4" aria-labelledby={id} aria-busy={query.isPending || undefined}>
      <div className="card-body">
        <h2 id={id} className="h5 fw-bold mb-1">
          {title}
          {members.length > 0 && (
            <span className="text-body-secondary fw-normal">
              {' '}
              · {members.length}
              {query.hasNextPage ? '+' : ''}
            </span>
          )}
        </h2>
        {subtitle && <p className="small text-body-secondary mb-2">{subtitle}</p>}
        <PeopleList
          pages={query}
          people={members}
          skeletons={2}
          error={
            query.isError &&
            members.length === 0 && (
              <RetryAlert text={errorText} onRetry={() => void query.refetch()} />
            )
          }
          empty={emptyText}
          renderRow={(member) => (
            <MemberRow key={member.id} member={member}>
              {actions(member)}
            </MemberRow>
          )}
        />
      </div>
    </section>
  );
}
