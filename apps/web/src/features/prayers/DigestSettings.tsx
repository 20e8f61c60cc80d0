import type { PrayerDigest } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { prayersError, prayersUrl } from './prayers.queries';
import '@/features/prayers/prayers.texts';

const digestKey = ['prayers-digest'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * 'Résumé quotidien': the daily mail of the intentions the member prays for, at the hour they
 * choose (the community's time); saved as soon as it changes.
 */
export function DigestSettings() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const digest = useQuery({
    queryKey: digestKey,
    queryFn: ({ signal }) => apiRequest<PrayerDigest>(`${prayersUrl}/digest/`, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: PrayerDigest) =>
      apiRequest<PrayerDigest>(`${prayersUrl}/digest/`, { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(digestKey, saved);
      void notify(t(saved.enabled ? 'prayers.digest.on' : 'prayers.digest.off'), 'success');
    },
    onError: (failure) => void notify(prayersError(failure), 'error'),
  });
  if (!digest.data) return null;
  const current = digest.data;
  return (
    <section className="card border-0 mb-3" aria-labelledby={`${id}-t`}>
      <div className="card-body">
        <h2 id={`${id}-t`} className="h6 fw-bold mb-2">
          {t('prayers.digest.title')}
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <div className="form-check mb-0">
            <input
              id={`${id}-on`}
              type="checkbox"
              className="form-check-input"
              checked={current.enabled}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ ...current, enabled: event.target.checked })}
            />
            <label htmlFor={`${id}-on`} className="form-check-label">
              {t('prayers.digest.enable')}
            </label>
          </div>
          <div className="d-flex align-items-center gap-2">
            <label htmlFor={`${id}-hour`} className="form-label mb-0">
              {t('prayers.digest.hour')}
            </label>
            <select
              id={`${id}-hour`}
              className="form-select form-select-sm w-auto"
              value={current.hour}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ ...current, hour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {t('prayers.digest.at', { hour })}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </section>
  );
}
