import type { Group } from '@koinonia/contracts';
import { Composer, PublicationFeed } from '@/features/publications/publications.ui';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import '@/shared/ui/empty-state.css';
import { biLock } from '@/shared/ui/icons-groups.generated';
import { GroupAbout } from './GroupAbout';
import { GroupAction } from './GroupAction';
import { isAdmin, isModerator } from './group-texts';
import '@/features/groups/groups.texts';

/** A private group's feed to a non-member: what it is, the way in, and what it is about. */
function PrivateNotice({ group, message }: { group: Group; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="d-grid gap-3">
      <section className="card" aria-labelledby="group-private-title">
        <div className="card-body text-center py-4 px-4">
          <span className="empty-icon mb-3" aria-hidden="true">
            <Icon svg={biLock} size={24} />
          </span>
          <h2 id="group-private-title" className="h5 fw-bold">
            {message ?? t('groups.group.private.title')}
          </h2>
          <p className="text-body-secondary">{t('groups.group.private.text')}</p>
          <div className="d-flex justify-content-center">
            <GroupAction group={group} />
          </div>
        </div>
      </section>
      <GroupAbout group={group} />
    </div>
  );
}

/** Who may read and who may write (ADR 0007): pages are written by their admins only. */
export function groupRights(group: Group) {
  const member = group.my_status === 'MEMBER';
  return {
    read: group.visibility === 'PUBLIC' || member,
    publish: member && !group.archived && (group.kind === 'GROUP' || isAdmin(group.my_role)),
  };
}

/**
 * 'Publications': the composer (in the group, or as the page for its admins), then the
 * group's feed with the usual cards (comments and reactions work as in the home feed), and
 * the short 'À propos' beside it on wide screens. A non-member of a private group sees the
 * way in instead (also when the server answers 403).
 */
export function GroupPublications({ group, meId }: { group: Group; meId: string | undefined }) {
  const { t } = useTranslation();
  const rights = groupRights(group);
  if (!rights.read) return <PrivateNotice group={group} />;
  const page = group.kind === 'PAGE';
  return (
    <div className="group-grid">
      <div className="min-w-0">
        {rights.publish && (
          <Composer
            groupId={group.id}
            prompt={
              page
                ? t('groups.group.composerPage', { name: group.name })
                : t('groups.group.composer', { name: group.name })
            }
          />
        )}
        <PublicationFeed
          meId={meId}
          filter={{ group: group.id }}
          hideGroup
          moderator={isModerator(group.my_role) && !group.archived}
          emptyText={
            page
              ? t('groups.group.pageFeedEmpty')
              : rights.publish
                ? t('groups.group.feedEmpty')
                : t('groups.group.feedEmptyReader')
          }
          renderError={(error) =>
            error instanceof ApiError && error.status === 403 ? (
              <PrivateNotice group={group} message={error.message} />
            ) : null
          }
        />
      </div>
      <aside className="group-side" aria-label={t('groups.about.title')}>
        <GroupAbout group={group} compact />
      </aside>
    </div>
  );
}
