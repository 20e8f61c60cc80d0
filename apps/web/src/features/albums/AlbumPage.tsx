import type { Album, AlbumItem } from '@koinonia/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
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
import { biImages } from '@/shared/ui/icons/biImages';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { AlbumFormModal } from './AlbumFormModal';
import { AlbumGrid } from './AlbumGrid';
import { AlbumUpload } from './AlbumUpload';
import { AlbumViewer } from './AlbumViewer';
import { ALBUMS_PATH } from './album-paths';
import { counted } from './album-texts';
import { useAlbumChanged, useDeleteAlbum, useReorderItems } from './albums.mutations';
import { albumItemsQueryOptions, albumQueryOptions, albumsKeys } from './albums.queries';
import '@/features/albums/albums.texts';
import './albums.css';

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
          <span>{counted(album.count, 'count')}</span>
          <time dateTime={album.time} title={fullDateTime(album.time)}>
            {t('albums.updated', { time: relativeTime(album.time) })}
          </time>
        </p>
        {album.description && <p className="mb-2 album-description">{album.description}</p>}
        {(onAdd || album.is_owner) && (
          <div className="d-flex flex-wrap gap-2 mt-3">
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
  const [open, setOpen] = useState<number | null>(null);
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
  const items: AlbumItem[] = query.data.pages.flatMap((page) => page.results);
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
        onOpen={setOpen}
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
        index={open !== null && open < items.length ? open : null}
        meId={meId}
        onMove={setOpen}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

/**
 * An album's page (/feed/albums/{albumId}, ours: docs/spec-deviations.md): its header, 'Ajouter
 * des photos' for who may add, the owner's actions, the photos and their viewer. An album
 * hidden from the member (404) reads as the app's not-found page.
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
