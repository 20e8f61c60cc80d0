import { ALBUM_TABS, type AlbumTab } from '@koinonia/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biImages } from '@/shared/ui/icons/biImages';
import { biPlusLg } from '@/shared/ui/icons/biPlusLg';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { AlbumFormModal } from './AlbumFormModal';
import { AlbumList } from './AlbumList';
import { TaggedPhotos } from './TaggedPhotos';
import { albumPath, ALBUMS_PATH } from './album-paths';
import '@/features/albums/albums.texts';
import './albums.css';

/** The API's three lists of albums, and ours: the photos the member is tagged on. */
const TABS = [...ALBUM_TABS, 'tagged'] as const;
type Tab = AlbumTab | 'tagged';

function asTab(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'mine';
}

/**
 * /feed/albums: 'Mes albums', 'Albums de mes amis', 'Albums de mes groupes' (the API's `tab`,
 * in the address as `?tab=`), each a grid of covers with their counts, and 'Créer un album';
 * then 'Où je suis identifié' (`?tab=tagged`, ours: docs/spec-deviations.md), the photos the
 * member is tagged on.
 */
export function AlbumsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('albums.title'));

  const createButton = (
    <button
      type="button"
      className="btn btn-primary d-inline-flex align-items-center gap-2"
      onClick={() => setCreating(true)}
    >
      <Icon svg={biPlusLg} />
      {t('albums.create')}
    </button>
  );

  return (
    <>
      <PageHeader title={t('albums.title')} intro={t('albums.intro')} actions={createButton}>
        <TabBar
          label={t('albums.tabs.label')}
          replace
          tabs={TABS.map((value) => ({
            key: value,
            to: value === 'mine' ? ALBUMS_PATH : `${ALBUMS_PATH}?tab=${value}`,
            current: value === tab,
            label: t(`albums.tabs.${value}`),
          }))}
        />
      </PageHeader>
      {tab === 'tagged' ? (
        <TaggedPhotos
          empty={
            <EmptyState icon={<Icon svg={biImages} size={24} />} text={t('albums.empty.tagged')} />
          }
        />
      ) : (
        <AlbumList
          key={tab}
          filter={{ tab }}
          showOwner={tab !== 'mine'}
          empty={
            <EmptyState
              icon={<Icon svg={biImages} size={24} />}
              text={t(`albums.empty.${tab}`)}
              hint={tab === 'mine' ? t('albums.empty.mineHint') : undefined}
              actions={tab === 'mine' ? createButton : undefined}
            />
          }
        />
      )}
      {creating && (
        <AlbumFormModal
          show
          onHide={() => setCreating(false)}
          onDone={(album) => void navigate(albumPath(album.id))}
        />
      )}
    </>
  );
}
