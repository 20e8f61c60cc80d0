import type { MemberSummary } from '@koinonia/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberPage } from '@koinonia/contracts';
import { MemberRow } from '@/features/users/MemberRow';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
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
  const { t } = useTranslation();
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
        {query.isPending ? (
          <div aria-hidden="true">
            {[0, 1].map((index) => (
              <div key={index} className="skeleton skeleton-row my-2" />
            ))}
          </div>
        ) : query.isError && members.length === 0 ? (
          <RetryAlert text={errorText} onRetry={() => void query.refetch()} />
        ) : members.length === 0 ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : (
          <ul className="list-unstyled mb-0 member-list">
            {members.map((member) => (
              <MemberRow key={member.id} member={member}>
                {actions(member)}
              </MemberRow>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <LoadMoreButton pages={query} className="btn btn-outline-primary w-100 mt-2">
            {t('common.seeMore')}
          </LoadMoreButton>
        )}
      </div>
    </section>
  );
}
