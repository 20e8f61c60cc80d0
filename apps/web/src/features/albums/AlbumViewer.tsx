import type { Album, AlbumItem } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { HiddenNotice, ReportButton } from '@/features/moderation/moderation.public';
import { publicationQueryOptions } from '@/features/publications/publications.public';
import { CommentSection, ReactionsBar } from '@/features/publications/publications.ui';
import { errorMessage } from '@/shared/api/api-error';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { notify } from '@/shared/toast/notify';
import { AppModal } from '@/shared/ui/AppModal';
import { Icon } from '@/shared/ui/Icon';
import { biChevronLeft } from '@/shared/ui/icons/biChevronLeft';
import { biChevronRight } from '@/shared/ui/icons/biChevronRight';
import { biDashLg } from '@/shared/ui/icons/biDashLg';
import { biDownload } from '@/shared/ui/icons/biDownload';
import { biPlusLg } from '@/shared/ui/icons/biPlusLg';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { VideoProcessing } from '@/features/publications/publications.ui';
import { AlbumImage } from './AlbumImage';
import { AlbumRights } from './AlbumRights';
import { useRemoveItem, useUpdateAlbum } from './albums.mutations';
import '@/features/albums/albums.texts';

/** The viewer's photo takes the dialog's left part on a large screen, the screen's width below. */
const VIEWER_SIZES = '(min-width: 1200px) 800px, 100vw';

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE_PX = 50;

/** Whether a key press belongs to a field (the comment being typed), not to the viewer. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The item's reactions and comment thread: its publication's own (docs/adr/0018-albums.md). */
function ItemThread({ item, meId }: { item: AlbumItem; meId: string | undefined }) {
  const { t } = useTranslation();
  const query = useQuery(publicationQueryOptions(item.publication_id));
  if (!query.data) {
    return (
      <p className="small text-body-secondary mb-0" role={query.isError ? 'alert' : 'status'}>
        {query.isError ? t('albums.viewer.threadError') : t('albums.viewer.threadLoading')}
      </p>
    );
  }
  return (
    <>
      <div className="mb-3">
        <ReactionsBar publication={query.data} />
      </div>
      <CommentSection publication={query.data} meId={meId} expanded />
    </>
  );
}

/** What the owner or who added the photo may do with it. */
function ItemActions({
  album,
  item,
  meId,
  onRemoved,
}: {
  album: Album;
  item: AlbumItem;
  meId: string | undefined;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveItem(album.id);
  const update = useUpdateAlbum(album.id);
  const mayRemove = album.is_owner || item.added_by.id === meId;
  if (!mayRemove) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      {album.is_owner && album.cover_item_id !== item.id && item.kind === 'photo' && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { cover_item_id: item.id },
              {
                onSuccess: () => void notify(t('albums.viewer.coverSet'), 'success'),
                onError: (error) => void notify(errorMessage(error), 'error'),
              },
            )
          }
        >
          {t('albums.viewer.setCover')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('albums.viewer.remove')}
      </button>
      <LazyConfirmModal
        show={confirming}
        title={t('albums.viewer.removeTitle')}
        text={t('albums.viewer.removeText')}
        confirmLabel={t('albums.viewer.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(item.id, {
            onSuccess: () => {
              void notify(t('albums.viewer.removed'), 'success');
              onRemoved();
            },
            onError: (error) => void notify(errorMessage(error), 'error'),
          });
        }}
      />
    </div>
  );
}

/**
 * An album's viewer (a dialog): the photo large, previous and next by the buttons, the arrow
 * keys (←/→, unless a field has the focus) and a swipe; Escape closes; zoom by its buttons or
 * a double click; the caption, the alt text, who added it, the original to download, 'Signaler'
 * on another's photo (and, on one's own hidden by moderation, its notice), the members tagged on
 * it and their rights (AlbumRights), and the item's reactions and comment thread.
 */
export function AlbumViewer({
  album,
  items,
  index,
  meId,
  onMove,
  onClose,
}: {
  album: Album;
  items: AlbumItem[];
  index: number | null;
  meId: string | undefined;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [zoomed, setZoomed] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = items.length;
  const item = index === null ? undefined : items[index];
  const open = item !== undefined;

  const move = (step: number) => {
    if (index === null || count < 2) return;
    setZoomed(false);
    onMove((index + step + count) % count);
  };

  useEffect(() => {
    if (!open || count < 2 || index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      if (event.key === 'ArrowLeft') {
        setZoomed(false);
        onMove((index - 1 + count) % count);
      } else if (event.key === 'ArrowRight') {
        setZoomed(false);
        onMove((index + 1) % count);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count, index, onMove]);

  /** Once the photo is gone: the viewer closes, or shows its neighbour (in `items` as they were). */
  const onRemoved = () => {
    if (count <= 1 || index === null) onClose();
    else onMove(index >= count - 1 ? index - 1 : index + 1);
  };

  const position = (index ?? 0) + 1;
  const video = item?.kind === 'video';
  const alt =
    item?.alt ||
    t(video ? 'albums.page.videoAlt' : 'albums.page.photoAlt', {
      position,
      count,
      title: album.title,
    });

  return (
    <AppModal
      show={open}
      onHide={() => {
        setZoomed(false);
        onClose();
      }}
      size="xl"
      fullscreen="lg-down"
      centered
      aria-labelledby={titleId}
      dialogClassName="album-viewer"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h6 mb-0">
          {t(video ? 'albums.viewer.videoTitle' : 'albums.viewer.title', { position, count })}
        </Modal.Title>
      </Modal.Header>
      {item && (
        <Modal.Body className="p-0 album-viewer-body">
          <div
            className={`album-viewer-stage${zoomed ? ' is-zoomed' : ''}`}
            onTouchStart={(event) => {
              touchX.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const start = touchX.current;
              const end = event.changedTouches[0]?.clientX;
              touchX.current = null;
              if (zoomed || start === null || end === undefined) return;
              if (end - start > SWIPE_PX) move(-1);
              else if (start - end > SWIPE_PX) move(1);
            }}
          >
            {item.kind === 'video' && item.status === 'processing' ? (
              <VideoProcessing key={item.id} progress={item.progress ?? 0} />
            ) : item.kind === 'video' && item.status === 'failed' ? (
              <p key={item.id} className="alert alert-warning m-3" role="status">
                {item.failure}
              </p>
            ) : item.kind === 'video' ? (
              <video
                key={item.id}
                src={item.url}
                poster={item.poster_url ?? undefined}
                controls
                playsInline
                preload="metadata"
                aria-label={alt}
                className="album-viewer-video"
              >
                {alt}
              </video>
            ) : (
              <AlbumImage
                key={item.id}
                src={item.url}
                alt={alt}
                sizes={zoomed ? '200vw' : VIEWER_SIZES}
                eager
                className="album-viewer-image"
                onDoubleClick={() => setZoomed((value) => !value)}
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="btn btn-light rounded-circle album-viewer-nav is-previous"
                  aria-label={t('albums.viewer.previous')}
                  onClick={() => move(-1)}
                >
                  <Icon svg={biChevronLeft} size={20} />
                </button>
                <button
                  type="button"
                  className="btn btn-light rounded-circle album-viewer-nav is-next"
                  aria-label={t('albums.viewer.next')}
                  onClick={() => move(1)}
                >
                  <Icon svg={biChevronRight} size={20} />
                </button>
              </>
            )}
          </div>
          <aside className="album-viewer-side" aria-label={t('albums.page.photos')}>
            <div className="d-flex flex-wrap gap-2 mb-3">
              {item.kind === 'photo' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
                  aria-pressed={zoomed}
                  onClick={() => setZoomed((value) => !value)}
                >
                  <Icon svg={zoomed ? biDashLg : biPlusLg} size={14} />
                  {zoomed ? t('albums.viewer.zoomOut') : t('albums.viewer.zoomIn')}
                </button>
              )}
              {/* A video's file exists once transcoded (ADR 0017): nothing to download before. */}
              {(item.kind !== 'video' || (item.status ?? 'ready') === 'ready') && (
                <a
                  href={item.url}
                  download
                  className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
                >
                  <Icon svg={biDownload} size={14} />
                  {t('albums.viewer.download')}
                </a>
              )}
              {/* Another's photo may be reported (docs/adr/0021-moderation.md), never one's own. */}
              {meId && item.added_by.id !== meId && (
                <ReportButton
                  key={`report-${item.id}`}
                  target={{ type: 'album_item', id: item.id }}
                  className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center"
                />
              )}
            </div>
            {item.moderation_hidden && item.added_by.id === meId && (
              <HiddenNotice key={`hidden-${item.id}`} itemId={item.id} />
            )}
            <p className={`mb-1 album-caption${item.caption ? '' : ' text-body-secondary'}`}>
              {item.caption || t('albums.viewer.noCaption')}
            </p>
            {item.alt && (
              <p className="small text-body-secondary mb-1">
                {t('albums.viewer.alt', { alt: item.alt })}
              </p>
            )}
            <p className="small text-body-secondary mb-3">
              {t('albums.page.addedBy', { name: firstAndLastName(item.added_by) })} ·{' '}
              <time dateTime={item.created_at} title={fullDateTime(item.created_at)}>
                {relativeTime(item.created_at)}
              </time>
            </p>
            <AlbumRights
              key={`rights-${item.id}`}
              album={album}
              item={item}
              meId={meId}
              onDeleted={onRemoved}
            />
            <ItemActions album={album} item={item} meId={meId} onRemoved={onRemoved} />
            <ItemThread key={item.id} item={item} meId={meId} />
          </aside>
        </Modal.Body>
      )}
    </AppModal>
  );
}
