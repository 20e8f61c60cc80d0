import type { Album, AlbumItem } from '@koinonia/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { downloadFile } from '@/shared/api/download-file';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { mediaLimitsQueryOptions } from '@/shared/photo/media-limits';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { getUserId } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biChevronLeft } from '@/shared/ui/icons/biChevronLeft';
import { biCloudArrowUp } from '@/shared/ui/icons/biCloudArrowUp';
import { biDownload } from '@/shared/ui/icons/biDownload';
import { biImages } from '@/shared/ui/icons/biImages';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { AlbumFormModal } from './AlbumFormModal';
import { AlbumGrid } from './AlbumGrid';
import { AlbumUpload } from './AlbumUpload';
import { AlbumViewer } from './AlbumViewer';
import { ALBUMS_PATH } from './album-paths';
import { useAlbumChanged, useDeleteAlbum, useReorderItems } from './albums.mutations';
import { albumItemsQueryOptions, albumQueryOptions, albumsKeys, zipUrl } from './albums.queries';
import { usePhotoParam } from './use-photo-param';
import '@/features/albums/albums.texts';
import './albums.css';
import { albumCount } from './album-count';

/** The owner's actions: change the album, delete it. */
function OwnerActions({ album }: { album: Album }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAlbum(album.id);
  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(true)}>
        {t('albums.page.edit')}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={remove.isPending}
        onClick={() => setDeleting(true)}
      >
        {t('albums.page.delete')}
      </button>
      {editing && (
        <AlbumFormModal
          show
          album={album}
          onHide={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            void notify(t('albums.form.saved'), 'success');
          }}
        />
      )}
      <LazyConfirmModal
        show={deleting}
        title={t('albums.page.deleteTitle')}
        text={t('albums.page.deleteText')}
        confirmLabel={t('albums.page.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              void notify(t('albums.page.deleted'), 'success');
              void navigate(ALBUMS_PATH);
            },
            onError: (error) => void notify(errorMessage(error), 'error'),
          });
        }}
      />
    </>
  );
}

/** The album's file name: its title without what a file system refuses. */
function zipName(title: string): string {
  const name = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${name || 'album'}.zip`;
}

/**
 * 'Télécharger (ZIP)': the originals the member is shown, fetched with their token (the API
 * serves it to them only) and saved; a refusal is said under the button.
 */
function ZipDownload({ album }: { album: Album }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(zipUrl(album.id), zipName(album.title));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <SpinnerButton
        className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
        busy={busy}
        disabled={busy}
        onClick={() => void run()}
      >
        {!busy && <Icon svg={biDownload} />}
        {t('albums.page.zip')}
      </SpinnerButton>
      {error !== null && (
        <p role="alert" className="small text-danger-emphasis mt-2 mb-0">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}

/** The album's header: title, owner, audience, counts, description, and the actions. */
function AlbumHeader({
  album,
  meId,
  onAdd,
}: {
  album: Album;
  meId: string | undefined;
  onAdd?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="card mb-3">
      <div className="card-body">
        <h1 className="h4 fw-bold mb-1">{album.title}</h1>
        <p className="small text-body-secondary mb-2 d-flex flex-wrap gap-x-3 column-gap-3">
          <Link
            className="text-reset fw-semibold"
            to={album.owner.id === meId ? ownProfilePath() : memberProfilePath(album.owner.id)}
          >
            {firstAndLastName(album.owner)}
          </Link>
          <span>{t(`albums.audience.${album.audience}`)}</span>
          <span>{albumCount(album)}</span>
          <time dateTime={album.time} title={fullDateTime(album.time)}>
            {t('albums.updated', { time: relativeTime(album.time) })}
          </time>
        </p>
        {album.description && <p className="mb-2 album-description">{album.description}</p>}
        {(onAdd || album.is_owner || album.count > 0) && (
          <div className="d-flex flex-wrap align-items-start gap-2 mt-3">
            {onAdd && (
              <button
                type="button"
                className="btn btn-primary d-inline-flex align-items-center gap-2"
                onClick={onAdd}
              >
                <Icon svg={biCloudArrowUp} />
                {t('albums.page.add')}
              </button>
            )}
            {album.count > 0 && <ZipDownload album={album} />}
            {album.is_owner && <OwnerActions album={album} />}
          </div>
        )}
      </div>
    </header>
  );
}

/** The album's photos: the grid (sortable by its owner once all are loaded) and the viewer. */
function AlbumPhotos({
  album,
  meId,
  onAdd,
}: {
  album: Album;
  meId: string | undefined;
  onAdd?: () => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(albumItemsQueryOptions(album.id));
  const reorder = useReorderItems(album.id);
  // The open photo is the address's `?photo=`, a history entry of its own (use-photo-param.ts).
  const { photo, setPhoto } = usePhotoParam();
  const items: AlbumItem[] = query.data?.pages.flatMap((page) => page.results) ?? [];
  const found = photo ? items.findIndex((item) => item.id === photo) : -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    // A photo further in the album: its pages are loaded until it comes.
    if (photo && found < 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [photo, found, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const show = (index: number | null) =>
    setPhoto((index === null ? undefined : items[index]?.id) ?? null);
  // The open photo gone (deleted, hidden): its neighbour takes its place, as in a list.
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (found >= 0) last.current = found;
  }, [found]);
  const fallback = photo && found < 0 && !hasNextPage && query.data ? last.current : null;
  useEffect(() => {
    if (fallback === null) return;
    last.current = null;
    show(items.length > 0 ? Math.min(fallback, items.length - 1) : null);
  });
  if (!query.data) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('albums.page.loading')}
        errorText={t('albums.page.itemsError')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Icon svg={biImages} size={24} />}
        text={t('albums.page.empty')}
        hint={onAdd ? t('albums.page.emptyHint') : undefined}
        actions={
          onAdd ? (
            <button type="button" className="btn btn-primary" onClick={onAdd}>
              {t('albums.page.add')}
            </button>
          ) : undefined
        }
      />
    );
  }
  const sortable = album.is_owner && !query.hasNextPage && items.length > 1;
  return (
    <section aria-label={t('albums.page.photos')}>
      {sortable && <p className="small text-body-secondary">{t('albums.page.orderHint')}</p>}
      <AlbumGrid
        album={album}
        items={items}
        onOpen={show}
        onReorder={
          sortable
            ? (next) =>
                reorder.mutate(next, {
                  onError: (error) => void notify(errorMessage(error), 'error'),
                })
            : undefined
        }
      />
      {query.hasNextPage && (
        <div className="text-center my-3">
          <LoadMoreButton pages={query} className="btn btn-outline-primary">
            {t('albums.page.more')}
          </LoadMoreButton>
        </div>
      )}
      <AlbumViewer
        album={album}
        items={items}
        index={found < 0 ? null : found}
        meId={meId}
        onMove={show}
        onClose={() => show(null)}
      />
    </section>
  );
}

/**
 * An album's page (/feed/albums/{albumId}, ours: docs/spec-deviations.md): its header, 'Ajouter
 * des photos' for who may add, 'Télécharger (ZIP)', the owner's actions, the photos and their
 * viewer (open on `?photo={itemId}`, the notifications' link). An album hidden from the member
 * (404) reads as the app's not-found page.
 */
export function AlbumPage() {
  const { t } = useTranslation();
  const albumId = useParams().albumId ?? '';
  const query = useQuery(albumQueryOptions(albumId));
  const queryClient = useQueryClient();
  const changed = useAlbumChanged(albumId);
  const [adding, setAdding] = useState(false);
  const meId = getUserId() ?? undefined;
  const album = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(album?.title ?? (notFound ? t('errors.notFoundTitle') : t('albums.title')));
  // Who may add gets the server's upload limits early: the form opens at once.
  const canAdd = album?.can_add === true;
  useEffect(() => {
    if (canAdd) void queryClient.prefetchQuery(mediaLimitsQueryOptions());
  }, [canAdd, queryClient]);

  if (notFound) return <NotFoundCard home={HOME_PATH} />;
  const onAdd = album?.can_add ? () => setAdding(true) : undefined;
  return (
    <>
      <Link
        to={ALBUMS_PATH}
        className="btn btn-link ps-0 mb-2 d-inline-flex align-items-center gap-1"
      >
        <Icon svg={biChevronLeft} />
        {t('albums.page.back')}
      </Link>
      {album ? (
        <>
          <AlbumHeader album={album} meId={meId} onAdd={adding ? undefined : onAdd} />
          {adding && album.can_add && (
            <AlbumUpload
              albumId={album.id}
              onClose={() => setAdding(false)}
              onUploaded={() => {
                void queryClient.invalidateQueries({ queryKey: albumsKeys.items(album.id) });
                void changed();
              }}
            />
          )}
          <AlbumPhotos album={album} meId={meId} onAdd={adding ? undefined : onAdd} />
        </>
      ) : (
        <LoadingCard
          failed={query.isError}
          loadingText={t('albums.page.loading')}
          errorText={t('albums.page.error')}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}
