import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { DigestSettings } from './DigestSettings';
import { PrayerCard } from './PrayerCard';
import { PrayerComposer } from './PrayerComposer';
import { prayersQueryOptions, type PrayerFilter } from './prayers.queries';
import { useMyGroups } from './useMyGroups';
import '@/features/prayers/prayers.texts';
import './prayers.css';

/**
 * /priere ('Intentions de prière'): the active intentions the member sees, a group's shared list
 * (`?groupe=`), or their own (`?vue=mes-intentions`, expired and closed ones too, to renew
 * them); the composer. A notification leads to one (`?intention=`), scrolled into view.
 */
export function PrayersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('prayers.title'));
  const [params, setParams] = useSearchParams();
  const filter: PrayerFilter = params.get('vue') === 'mes-intentions' ? 'mine' : 'active';
  const groupId = filter === 'active' ? (params.get('groupe') ?? '') : '';
  const list = useQuery(prayersQueryOptions(filter, groupId));
  const groups = useMyGroups();
  const groupSelect = useId();
  const [writing, setWriting] = useState(false);
  const target = params.get('intention');
  const loaded = list.isSuccess;
  useEffect(() => {
    if (!target || !loaded) return;
    document.getElementById(`intention-${target}`)?.scrollIntoView({ block: 'center' });
  }, [target, loaded]);
  return (
    <>
      <PageHeader
        title={t('prayers.title')}
        intro={t('prayers.intro')}
        actions={
          !writing && (
            <button type="button" className="btn btn-primary" onClick={() => setWriting(true)}>
              {t('prayers.form.open')}
            </button>
          )
        }
      >
        <TabBar
          label={t('prayers.tabs.label')}
          replace
          tabs={[
            {
              key: 'active',
              to: '/priere',
              label: t('prayers.tabs.active'),
              current: filter === 'active',
            },
            {
              key: 'mine',
              to: '/priere?vue=mes-intentions',
              label: t('prayers.tabs.mine'),
              current: filter === 'mine',
            },
          ]}
        />
      </PageHeader>
      {filter === 'active' && groups.length > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <label htmlFor={groupSelect} className="form-label mb-0">
            {t('prayers.groupList')}
          </label>
          <select
            id={groupSelect}
            className="form-select w-auto mw-100"
            value={groupId}
            onChange={(event) =>
              setParams(event.target.value ? { groupe: event.target.value } : {}, {
                replace: true,
              })
            }
          >
            <option value="">{t('prayers.allGroups')}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {filter === 'mine' && <DigestSettings />}
      {writing && (
        <PrayerComposer
          key={groupId}
          groupId={groupId || undefined}
          onDone={() => setWriting(false)}
        />
      )}
      {list.isPending || list.isError ? (
        <LoadingCard
          failed={list.isError}
          loadingText={t('prayers.loading')}
          errorText={t('prayers.error')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <div className="card border-0">
          <p className="card-body mb-0 text-body-secondary">
            {t(
              filter === 'mine'
                ? 'prayers.emptyMine'
                : groupId
                  ? 'prayers.emptyGroup'
                  : 'prayers.empty',
            )}
          </p>
        </div>
      ) : (
        list.data.results.map((intention) => (
          <PrayerCard key={intention.id} intention={intention} />
        ))
      )}
    </>
  );
}
