import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import type { Album, AlbumItem } from '@koinonia/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biList } from '@/shared/ui/icons/biList';
import { biPlayFill } from '@/shared/ui/icons/biPlayFill';
import { VideoProcessing } from '@/features/publications/publications.ui';
import { AlbumImage } from './AlbumImage';
import '@/features/albums/albums.texts';

/** Tiles of about 12rem: three or four to a row of the main column, two on a phone. */
const TILE_SIZES = '(min-width: 992px) 240px, 50vw';

interface TileProps {
  album: Album;
  item: AlbumItem;
  position: number;
  count: number;
  onOpen: () => void;
}

/** What a tile shows: the photo (or a video's mark), as a button that opens the viewer. */
function TileBody({ album, item, position, count, onOpen }: TileProps) {
  const { t } = useTranslation();
  const video = item.kind === 'video';
  const alt =
    item.alt ||
    t(video ? 'albums.page.videoAlt' : 'albums.page.photoAlt', {
      position,
      count,
      title: album.title,
    });
  return (
    <button
      type="button"
      className="album-tile-open"
      aria-label={t(video ? 'albums.page.openVideo' : 'albums.page.open', { position, count, alt })}
      onClick={onOpen}
    >
      {video ? (
        item.status === 'processing' ? (
          <VideoProcessing progress={item.progress ?? 0} compact />
        ) : (
          <>
            {/* The poster once transcoded, with a play sign (docs/adr/0017-video-pipeline.md). */}
            {item.poster_url && <AlbumImage src={item.poster_url} alt="" sizes={TILE_SIZES} />}
            <span className="album-tile-video">
              <Icon svg={biPlayFill} size={32} />
              <span className="visually-hidden">{t('albums.page.video', { position, count })}</span>
            </span>
          </>
        )
      ) : (
        <AlbumImage src={item.url} alt={alt} sizes={TILE_SIZES} />
      )}
      {album.cover_item_id === item.id && (
        <span className="badge album-tile-cover">{t('albums.page.cover')}</span>
      )}
    </button>
  );
}

/** A tile the owner moves: by its handle, with the pointer or the keyboard (@dnd-kit). */
function SortableTile(props: TileProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.item.id });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <li ref={setNodeRef} style={style} className={`album-tile${isDragging ? ' is-dragging' : ''}`}>
      <TileBody {...props} />
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-light btn-sm album-tile-handle"
        {...attributes}
        {...listeners}
        aria-label={t('albums.page.move', { position: props.position })}
      >
        <Icon svg={biList} size={16} />
      </button>
    </li>
  );
}

/**
 * An album's photos in the owner's order, a lazy grid of responsive images; each opens the
 * viewer. With `onReorder` (the owner, every item loaded) each tile has a handle that moves
 * it: dragged, or Space, the arrow keys and Space again, told to screen readers in French.
 */
export function AlbumGrid({
  album,
  items,
  onOpen,
  onReorder,
}: {
  album: Album;
  items: AlbumItem[];
  onOpen: (index: number) => void;
  onReorder?: (items: AlbumItem[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = items.length;
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;

  if (!onReorder) {
    return (
      <ul className="list-unstyled album-items">
        {items.map((item, index) => (
          <li key={item.id} className="album-tile">
            <TileBody
              album={album}
              item={item}
              position={index + 1}
              count={count}
              onOpen={() => onOpen(index)}
            />
          </li>
        ))}
      </ul>
    );
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('albums.dnd.start', { position: positionOf(active.id) }),
    onDragOver: ({ over }) =>
      over ? t('albums.dnd.over', { position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('albums.dnd.end', { position: positionOf(over.id) }) : t('albums.dnd.cancel'),
    onDragCancel: () => t('albums.dnd.cancel'),
  };

  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || !onReorder) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('albums.dnd.instructions') },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <ul className="list-unstyled album-items">
          {items.map((item, index) => (
            <SortableTile
              key={item.id}
              album={album}
              item={item}
              position={index + 1}
              count={count}
              onOpen={() => onOpen(index)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
