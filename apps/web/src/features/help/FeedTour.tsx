import type { Settings, UpdateSettingsBody } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { settingsKeys, settingsQueryOptions, settingsUrl } from '@/shared/settings/member-settings';
import { useTranslation } from '@/shared/i18n/i18n';
import './tour.css';
import '@/features/help/help.texts';

/**
 * The steps of the feed's tour, each with what it points at on the page when it is shown (the
 * first visible match; on a phone the left menu is closed, and the step shows without it).
 */
const STEPS = [
  { key: 'welcome', target: null },
  { key: 'publish', target: '#main form' },
  { key: 'friends', target: 'a[href="/profile/connections"]' },
  { key: 'messaging', target: 'a[href="/messaging"]' },
  { key: 'community', target: 'a[href="/feed/groups"]' },
  { key: 'help', target: 'a[href="/help"]' },
] as const;

const HIGHLIGHT = 'tour-highlight';

function visibleTarget(selector: string | null): HTMLElement | null {
  if (!selector) return null;
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]')) {
      return element;
    }
  }
  return null;
}

/**
 * The first visit's guided tour of the feed (docs/help-and-terms.md): a few steps, never modal
 * (the page stays usable), skippable at any step and with Escape, keyboard-operable. Finished or
 * skipped, it is never shown again: the member's settings keep `onboarding.feed_tour_seen`, so
 * it holds on every device.
 */
export function FeedTour() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const seen = useMutation({
    mutationFn: (patch: UpdateSettingsBody) =>
      apiRequest<Settings>(settingsUrl, { method: 'PATCH', body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.settings(), saved),
  });
  const open = !closed && settings.data?.onboarding?.feed_tour_seen === false;
  const current = STEPS[step] ?? STEPS[0];

  useEffect(() => {
    if (!open) return;
    // The tour arrives after the feed: it takes the focus only if nothing holds it yet but the
    // page's heading (where signing in leaves it: shared/dom/focus-when-shown.ts), never from a
    // field the member is already typing in (the header's search, the composer).
    const active = document.activeElement;
    if (
      !active ||
      active === document.body ||
      active.matches('main h1') ||
      active.closest('.feed-tour')
    ) {
      heading.current?.focus();
    }
    const target = visibleTarget(current.target);
    target?.classList.add(HIGHLIGHT);
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return () => target?.classList.remove(HIGHLIGHT);
  }, [open, current]);

  if (!open) return null;

  const finish = () => {
    setClosed(true);
    seen.mutate({ onboarding: { feed_tour_seen: true } });
  };
  const last = step === STEPS.length - 1;

  return (
    <div
      className="feed-tour card shadow"
      role="dialog"
      aria-modal="false"
      aria-labelledby="feed-tour-title"
      aria-describedby="feed-tour-text"
      onKeyDown={(event) => {
        if (event.key === 'Escape') finish();
      }}
    >
      <div className="card-body">
        <p className="small text-body-secondary mb-1">
          {t('help.tour.label')} · {t('help.tour.step', { current: step + 1, total: STEPS.length })}
        </p>
        <h2 id="feed-tour-title" className="h5 fw-bold" tabIndex={-1} ref={heading}>
          {t(`help.tour.steps.${current.key}.title`)}
        </h2>
        <p id="feed-tour-text" className="mb-3">
          {t(`help.tour.steps.${current.key}.text`)}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="button" className="btn btn-link px-0 me-auto" onClick={finish}>
            {t('help.tour.skip')}
          </button>
          {step > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setStep(step - 1)}
            >
              {t('help.tour.previous')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => (last ? finish() : setStep(step + 1))}
          >
            {last ? t('help.tour.finish') : t('help.tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
