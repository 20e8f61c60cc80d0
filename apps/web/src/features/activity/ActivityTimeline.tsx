import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { reactionTypesQueryOptions } from '@/features/publications/publications.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { activityQueryOptions } from './activity.queries';
import { activitySentence } from './activity-text';
import { ActivityEntry } from './ActivityEntry';
import '@/features/activity/activityTab.texts';
import './activity.css';

interface ActivityTimelineProps {
  member: { id: string; first_name: string };
  emptyText: string;
}

/** A profile's 'Activité' tab: what the member did, newest first, 'Voir plus' for older. */
export function ActivityTimeline({ member, emptyText }: ActivityTimelineProps) {
  const { t } = useTranslation();
  const activity = useInfiniteQuery(activityQueryOptions(member.id));
  const reactionTypes = useQuery(reactionTypesQueryOptions()).data;
  const names = { actorId: member.id, actorName: member.first_name, meId: getUserId() };

  let body: ReactNode;
  if (activity.isPending) {
    body = (
      <div role="status" aria-label={t('activityTab.loading')} className="placeholder-glow">
        {[0, 1, 2].map((index) => (
          <div key={index} className="d-flex gap-3 py-3" aria-hidden="true">
            <span className="placeholder activity-icon" />
            <span className="flex-grow-1">
              <span className="placeholder col-8 d-block mb-2" />
              <span className="placeholder col-4 d-block" />
            </span>
          </div>
        ))}
      </div>
    );
  } else if (activity.isError) {
    body = (
      <>
        <p role="alert">{t('activityTab.error')}</p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void activity.refetch()}
        >
          {t('activityTab.retry')}
        </button>
      </>
    );
  } else {
    const items = activity.data.pages.flatMap((page) => page.results);
    body =
      items.length === 0 ? (
        <p className="text-body-secondary mb-0">{emptyText}</p>
      ) : (
        <>
          <ol className="list-unstyled mb-0 activity-list">
            {items.map((item) => (
              <ActivityEntry
                key={item.id}
                item={item}
                sentence={activitySentence(item, names, reactionTypes)}
              />
            ))}
          </ol>
          {activity.hasNextPage && (
            <div className="text-center mt-2">
              <SpinnerButton
                className="btn btn-outline-primary"
                busy={activity.isFetchingNextPage}
                disabled={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {t('activityTab.more')}
              </SpinnerButton>
            </div>
          )}
        </>
      );
  }

  return (
    <section className="card border-0" aria-labelledby="activity-title">
      <div className="card-body">
        <h2 id="activity-title" className="h5 fw-bold mb-1">
          {t('activityTab.title')}
        </h2>
        {body}
      </div>
    </section>
  );
}
