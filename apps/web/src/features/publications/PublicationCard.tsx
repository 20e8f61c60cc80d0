import type { Publication } from '@koinonia/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuItem } from '@/shared/ui/MenuItems';
import { HiddenNotice, ReportMenuItem, useReport } from '@/features/moderation/moderation.public';
import { QuietBoundary } from '@/shared/ui/QuietBoundary';
import { Icon } from '@/shared/ui/Icon';
import { biThreeDotsVertical } from '@/shared/ui/icons-realtime.generated';
import { detailsHref, groupHref } from './publication-paths';
import { CommentSection } from './CommentSection';
import { LinkifiedText } from './LinkifiedText';
import { PublicationMedia } from './PublicationMedia';
import { ReactionsBar } from './ReactionsBar';
import { useDeletePublication, useSavePublication } from './publications.mutations';
import { notify } from '@/shared/toast/notify';
import { useLivePublication } from './live-publications';
import '@/features/publications/publications.texts';
import './publications.css';
import { firstAndLastName } from '@/shared/people/person-name';
import { publicationTitleId } from './publication-title-id';

// Not on the first screen: the edit modal, with the composer's photo drop area,
// comes in its own chunk when 'Modifier' is chosen.
const EditPublicationModal = lazy(() =>
  import('./EditPublicationModal').then((m) => ({ default: m.EditPublicationModal })),
);

interface PublicationCardProps {
  publication: Publication;
  /** The signed-in member's id: their own publications get the menu to edit and delete. */
  meId: string | undefined;
  /** On the publication's own page: every comment shows from the start. */
  commentsExpanded?: boolean;
  /** A moderator of the group it is in: 'Supprimer' is offered on others' publications too. */
  moderator?: boolean;
  /** In the group's own feed: its name beside the author's says nothing new. */
  hideGroup?: boolean;
  /** The feed's first card: its first photo loads first (fetchpriority high, not lazy). */
  first?: boolean;
  /** A comment to scroll to and highlight (a notification's `?comment=`). */
  highlightComment?: string;
}

/**
 * One publication: author, time, text, photos and video, reactions, comments, and the
 * author's menu ('Modifier', 'Supprimer'). Updates land in place: the same card re-renders.
 * In a group, the group's name follows the author's ('dans « Chorale »'); a page's
 * publication shows the page as its author (ADR 0007).
 */
export function PublicationCard({
  publication,
  meId,
  commentsExpanded,
  moderator = false,
  hideGroup = false,
  first = false,
  highlightComment,
}: PublicationCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeletePublication();
  const save = useSavePublication();
  const saved = publication.saved === true;
  const toggleSaved = () =>
    save.mutate(
      { id: publication.id, saved: !saved },
      {
        onSuccess: () =>
          void notify(
            t(saved ? 'publications.card.unsaved' : 'publications.card.saved'),
            'success',
          ),
      },
    );
  const { report, dialog: reportDialog } = useReport();
  const { author, group } = publication;
  const page = group?.kind === 'PAGE' ? group : null;
  const inGroup = group?.kind === 'GROUP' && !hideGroup ? group : null;
  const name = page ? page.name : firstAndLastName(author);
  const mine = author.id === meId;
  const profile = page
    ? groupHref(page.id)
    : mine
      ? ownProfilePath()
      : memberProfilePath(author.id);
  const titleId = publicationTitleId(publication.id);
  const card = useRef<HTMLElement>(null);
  // On screen, its comments, reactions and edits arrive live (live-publications.ts).
  useLivePublication(card, publication.id);

  return (
    <article ref={card} className="publication-card card border-0 mb-3" aria-labelledby={titleId}>
      <div className="card-body">
        <header className="d-flex align-items-center gap-2 mb-2">
          <Link to={profile} tabIndex={-1} aria-hidden="true">
            <Avatar src={page ? page.logo : author.profile_picture} alt="" size={44} />
          </Link>
          <div className="flex-grow-1 min-w-0">
            <h2 id={titleId} className="h6 fw-semibold mb-0">
              <Link to={profile} className="text-body text-decoration-none card-header-target">
                {name}
              </Link>
              {inGroup && (
                <span className="fw-normal text-body-secondary">
                  {' '}
                  {t('publications.card.in')}{' '}
                  <Link to={groupHref(inGroup.id)} className="fw-semibold card-header-target">
                    « {inGroup.name} »
                  </Link>
                </span>
              )}
            </h2>
            <div className="small text-body-secondary">
              <Link
                to={detailsHref(publication.id)}
                className="text-body-secondary card-header-target"
                aria-label={t('publications.card.permalink', {
                  time: relativeTime(publication.created_at),
                })}
              >
                <time
                  dateTime={publication.created_at}
                  title={fullDateTime(publication.created_at)}
                >
                  {relativeTime(publication.created_at)}
                </time>
              </Link>
              {publication.audience !== 'group' && publication.audience !== 'event' && (
                <>
                  {' · '}
                  {t(`publications.card.audiences.${publication.audience}`)}
                </>
              )}
              {saved && (
                <>
                  {' · '}
                  <span className="fw-semibold">{t('publications.card.savedMark')}</span>
                </>
              )}
              {publication.from_community && (
                <>
                  {' · '}
                  <span className="fw-semibold">{t('publications.card.fromCommunity')}</span>
                </>
              )}
            </div>
          </div>
          {(mine || moderator || meId) && (
            <MenuButton
              align="end"
              variant="link"
              className="btn-icon text-body no-caret"
              aria-label={t('publications.card.options')}
              toggle={<Icon svg={biThreeDotsVertical} size={18} />}
            >
              {meId && (
                <MenuItem onClick={toggleSaved}>
                  {t(saved ? 'publications.card.unsave' : 'publications.card.save')}
                </MenuItem>
              )}
              {mine && (
                <MenuItem onClick={() => setEditing(true)}>{t('publications.card.edit')}</MenuItem>
              )}
              {(mine || moderator) && (
                <MenuItem onClick={() => setConfirming(true)}>
                  {t('publications.card.delete')}
                </MenuItem>
              )}
              {!mine && (
                <ReportMenuItem
                  onClick={() => report({ type: 'publication', id: publication.id })}
                />
              )}
            </MenuButton>
          )}
        </header>
        {publication.moderation_hidden && mine && <HiddenNotice itemId={publication.id} />}
        {publication.text && (
          <LinkifiedText text={publication.text} className="publication-text mb-2" />
        )}
        <PublicationMedia
          publication={publication}
          name={name}
          priority={first ? 'high' : 'lazy'}
        />
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-2">
          <ReactionsBar publication={publication} />
          <span className="small text-body-secondary">
            {t(
              publication.comments_count > 1
                ? 'publications.card.commentsOther'
                : 'publications.card.commentsOne',
              { count: publication.comments_count },
            )}
          </span>
        </div>
        <CommentSection
          publication={publication}
          meId={meId}
          expanded={commentsExpanded}
          highlightId={highlightComment}
        />
      </div>
      {editing && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <EditPublicationModal
              publication={publication}
              show={editing}
              onClose={() => setEditing(false)}
            />
          </Suspense>
        </QuietBoundary>
      )}
      {reportDialog}
      <LazyConfirmModal
        show={confirming}
        title={t('publications.card.deleteTitle')}
        text={t('publications.card.deleteText')}
        confirmLabel={t('publications.card.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(publication.id);
        }}
      />
    </article>
  );
}
