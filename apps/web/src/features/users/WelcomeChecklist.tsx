import type { OnboardingStep, Settings, UpdateSettingsBody } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '@/shared/api/client';
import { isFirstStep } from '@/shared/api/first-steps';
import { useTranslation } from '@/shared/i18n/i18n';
import { settingsKeys, settingsQueryOptions, settingsUrl } from '@/shared/settings/member-settings';
import { onboardingQueryOptions, usersKeys } from './users.queries';
import '@/features/users/welcome.texts';

/** Where each step is done. The first publication is written in the composer above. */
const WHERE: Record<OnboardingStep, string> = {
  photo: '/profile/feed',
  bio: '/profile/about',
  groups: '/feed/groups',
  invitations: '/profile/connections',
  publication: '/feed/home',
};

/** Puts the focus in the home page's composer (the publication step is done there). */
function focusComposer(event: React.MouseEvent) {
  const field = document.querySelector<HTMLTextAreaElement>('#main form textarea');
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * A newcomer's 'Bienvenue' checklist on the feed (docs/onboarding.md): five first steps, each a
 * link to where it is done, with the progress the server counts (`GET /api/users/onboarding/`).
 * It waits for the feed's tour to be seen, so the two never show at once, and goes away when
 * every step is done or when hidden ('Masquer'), which the member's settings keep
 * (`onboarding.checklist_dismissed`) for every device.
 */
export function WelcomeChecklist() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const tourSeen = settings.data?.onboarding?.feed_tour_seen === true;
  const progress = useQuery({ ...onboardingQueryOptions(), enabled: tourSeen });
  const [hidden, setHidden] = useState(false);
  const dismiss = useMutation({
    mutationFn: (patch: UpdateSettingsBody) =>
      apiRequest<Settings>(settingsUrl, { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: usersKeys.onboarding() });
    },
  });

  const data = progress.data;
  const shown = !hidden && tourSeen && !!data && !data.dismissed && data.done < data.total;
  // A step is often done right here (the composer above) or in a modal: while the list shows,
  // a write marked as a first step (src/shared/api/first-steps.ts) asks for the figures again.
  useEffect(() => {
    if (!shown) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        isFirstStep(event.mutation.meta)
      ) {
        void queryClient.invalidateQueries({ queryKey: usersKeys.onboarding() });
      }
    });
  }, [shown, queryClient]);

  if (hidden || !tourSeen || !data || data.dismissed || data.done >= data.total) return null;

  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body px-4 py-3">
        <div className="d-flex align-items-start gap-2">
          <div className="me-auto">
            <h2 id={`${id}-title`} className="h5 fw-bold mb-1">
              {t('welcome.title')}
            </h2>
            <p className="text-body-secondary small mb-2">{t('welcome.intro')}</p>
          </div>
          <button
            type="button"
            className="btn btn-link btn-sm px-0"
            aria-label={t('welcome.dismissLabel')}
            onClick={() => {
              setHidden(true);
              dismiss.mutate({ onboarding: { checklist_dismissed: true } });
            }}
          >
            {t('welcome.dismiss')}
          </button>
        </div>
        <div
          className="progress mb-1"
          role="progressbar"
          aria-label={t('welcome.progressLabel', { done: data.done, total: data.total })}
          aria-valuenow={data.done}
          aria-valuemin={0}
          aria-valuemax={data.total}
          style={{ height: '0.5rem' }}
        >
          <div className="progress-bar" style={{ width: `${(100 * data.done) / data.total}%` }} />
        </div>
        <p className="small fw-semibold mb-2">
          {t('welcome.progress', { done: data.done, total: data.total })}
        </p>
        <ul className="list-unstyled mb-0">
          {data.steps.map((step) => (
            <li key={step.key} className="d-flex align-items-center gap-2 py-1">
              <i
                className={`bi ${step.done ? 'bi-check-circle-fill text-success' : 'bi-circle text-body-secondary'}`}
                aria-hidden="true"
              />
              <span className="visually-hidden">
                {step.done ? t('welcome.done') : t('welcome.todo')} :
              </span>
              {step.done ? (
                <span className="text-body-secondary text-decoration-line-through">
                  {t(`welcome.steps.${step.key}`)}
                </span>
              ) : (
                <Link
                  to={WHERE[step.key]}
                  onClick={step.key === 'publication' ? focusComposer : undefined}
                >
                  {t(`welcome.steps.${step.key}`)}
                </Link>
              )}
              {step.goal > 1 && (
                <span className="small text-body-secondary ms-auto">
                  {t('welcome.count', { count: step.count, goal: step.goal })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
