import type { Group } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { relativeTime } from '@/shared/format/relative-time';
import { PeopleList } from '@/shared/people/PeopleList';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { GroupMemberRow, useGroupPeople } from './GroupMembers';
import { useMemberAction } from './groups.mutations';
import '@/features/groups/groups.texts';

/**
 * 'Demandes' (moderators): who asks to join, with their message, oldest first; 'Accepter'
 * makes them members, 'Refuser' turns them down. The list follows new requests live (the
 * GROUP_REQUEST_NEW notification reloads the group and its lists).
 */
export function GroupRequests({ group, meId }: { group: Group; meId: string | undefined }) {
  const { t } = useTranslation();
  const { query, people } = useGroupPeople(group.id, 'REQUESTED');
  const act = useMemberAction(group.id);
  const running = act.isPending ? act.variables : null;

  return (
    <section className="card" aria-labelledby="group-requests-title" aria-busy={query.isPending}>
      <div className="card-body">
        <h2 id="group-requests-title" className="h5 fw-bold mb-1">
          {t('groups.requests.title')}
        </h2>
        <p className="small text-body-secondary">{t('groups.requests.intro')}</p>
        <PeopleList
          pages={query}
          people={people}
          skeletons={2}
          error={
            query.isError && (
              <p role="alert" className="text-danger-emphasis mb-0">
                {t('groups.requests.error')}
              </p>
            )
          }
          empty={t('groups.requests.empty')}
          renderRow={(request) => {
            const name = firstAndLastName(request.user);
            const busy = running?.userId === request.user.id ? running.action : null;
            return (
              <GroupMemberRow
                key={request.user.id}
                member={request}
                meId={meId}
                actions={
                  <>
                    <SpinnerButton
                      className="btn btn-sm btn-primary"
                      busy={busy === 'accept'}
                      disabled={act.isPending}
                      aria-label={t('groups.requests.acceptFor', { name })}
                      onClick={() => act.mutate({ userId: request.user.id, action: 'accept' })}
                    >
                      {t('groups.requests.accept')}
                    </SpinnerButton>
                    <SpinnerButton
                      className="btn btn-sm btn-outline-secondary"
                      busy={busy === 'reject'}
                      disabled={act.isPending}
                      aria-label={t('groups.requests.rejectFor', { name })}
                      onClick={() => act.mutate({ userId: request.user.id, action: 'reject' })}
                    >
                      {t('groups.requests.reject')}
                    </SpinnerButton>
                  </>
                }
              >
                <span className="d-block small text-body-secondary">
                  {relativeTime(request.created_at)}
                </span>
                {request.message ? (
                  <p className="group-request-message small mt-1 mb-0">
                    <span className="visually-hidden">
                      {t('groups.requests.messageOf', { name })} :{' '}
                    </span>
                    {request.message}
                  </p>
                ) : (
                  <span className="d-block small text-body-secondary fst-italic">
                    {t('groups.requests.noMessage')}
                  </span>
                )}
              </GroupMemberRow>
            );
          }}
        />
      </div>
    </section>
  );
}
