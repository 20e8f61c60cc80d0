import type { Group } from '@koinonia/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biImages } from '@/shared/ui/icons/biImages';
import { biPlusLg } from '@/shared/ui/icons/biPlusLg';
import { AlbumFormModal } from './AlbumFormModal';
import { AlbumList } from './AlbumList';
import { albumPath } from './album-paths';
import '@/features/albums/albums.texts';
import './albums.css';

/**
 * A group's albums (its page's 'Albums' tab): its members see them; 'Créer un album' for a
 * member (the group's members may add photos by default).
 */
export function GroupAlbums({ group }: { group: Group }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const member = group.my_status === 'MEMBER' && !group.archived;
  const createButton = member ? (
    <button
      type="button"
      className="btn btn-primary d-inline-flex align-items-center gap-2"
      onClick={() => setCreating(true)}
    >
      <Icon svg={biPlusLg} />
      {t('albums.create')}
    </button>
  ) : undefined;
  return (
    <section aria-labelledby="group-albums-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="group-albums-title" className="h6 fw-bold mb-0">
          {t('albums.section.group')}
        </h2>
        {createButton}
      </div>
      <AlbumList
        filter={{ group: group.id }}
        showOwner
        empty={
          <EmptyState icon={<Icon svg={biImages} size={24} />} text={t('albums.empty.group')} />
        }
      />
      {creating && (
        <AlbumFormModal
          show
          place={{ groupId: group.id }}
          onHide={() => setCreating(false)}
          onDone={(album) => void navigate(albumPath(album.id))}
        />
      )}
    </section>
  );
}
