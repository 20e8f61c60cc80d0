import { CONSENT_TEXTS, consentBox, type PendingTerms } from '@koinonia/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLogout } from '@/features/auth/auth.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { ConsentBox } from '@/shared/form/ConsentBox';
import { FormAlert } from '@/shared/form/FormAlert';
import { applyServerError } from '@/shared/form/form-errors';
import { useTranslation } from '@/shared/i18n/i18n';
import { Brand } from '@/shared/ui/Brand';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { termsQueryOptions, useAcceptTerms } from './privacy.queries';
import { TermsText } from './TermsText';
import './privacy.css';
import '@/features/privacy/privacy.texts';

const gateSchema = z.object({
  accept_terms: consentBox(CONSENT_TEXTS.termsRequiredAgain),
  religious_data_consent: consentBox(CONSENT_TEXTS.religiousDataRequiredAgain),
});
type GateInput = z.input<typeof gateSchema>;

/**
 * The full page a signed-in member meets when the terms they accepted are no longer the current
 * ones (`pending_terms` on their profile): the new text, both boxes, and nothing else of the app
 * until they accept (or sign out). `onAccepted` reloads the profile.
 */
export function TermsGate({
  pending,
  onAccepted,
}: {
  pending: PendingTerms;
  onAccepted: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const title = pending.accepted_before ? t('privacy.gate.title') : t('privacy.gate.titleFirst');
  useDocumentTitle(title);
  const terms = useQuery(termsQueryOptions());
  const accept = useAcceptTerms(onAccepted);
  const logout = useLogout();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GateInput>({
    resolver: zodResolver(gateSchema),
    defaultValues: {
      accept_terms: false as unknown as true,
      religious_data_consent: false as unknown as true,
    },
  });

  const onSubmit = async (values: GateInput) => {
    setAlert(null);
    try {
      // The version shown, so that a newer one published meanwhile is not accepted unread.
      await accept.mutateAsync({ ...values, version: terms.data?.version ?? pending.version });
    } catch (error) {
      setAlert(applyServerError(error, setError, ['accept_terms', 'religious_data_consent']));
      await terms.refetch();
    }
  };

  return (
    <div className="terms-gate">
      <main id="main" className="container py-4" aria-labelledby="terms-gate-title">
        <div className="terms-gate-brand mb-3">
          <Brand to="/feed/home" />
        </div>
        <div className="card">
          <div className="card-body p-4">
            <h1 id="terms-gate-title" className="h3 fw-bold">
              {title}
            </h1>
            <p className="mb-3">
              {pending.accepted_before ? t('privacy.gate.intro') : t('privacy.gate.introFirst')}
            </p>
            <section
              className="terms-gate-document border rounded-3 p-3 mb-4"
              aria-label={t('privacy.gate.document')}
              tabIndex={0}
            >
              {terms.data ? (
                <TermsText document={terms.data} />
              ) : (
                <LoadingCard
                  failed={terms.isError}
                  loadingText={t('privacy.loading')}
                  errorText={t('privacy.error')}
                  onRetry={() => void terms.refetch()}
                />
              )}
            </section>
            {alert && <FormAlert variant="danger">{alert}</FormAlert>}
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              <fieldset className="mb-3">
                <legend className="form-label fw-semibold fs-6">{t('privacy.gate.legend')}</legend>
                <ConsentBox
                  id="terms-gate-accept"
                  registration={register('accept_terms')}
                  error={errors.accept_terms}
                >
                  {t('privacy.gate.terms')}
                </ConsentBox>
                <ConsentBox
                  id="terms-gate-religious-data"
                  registration={register('religious_data_consent')}
                  error={errors.religious_data_consent}
                >
                  {t('privacy.gate.religiousData')}
                </ConsentBox>
              </fieldset>
              <div className="d-flex flex-wrap gap-2">
                <SpinnerButton type="submit" busy={accept.isPending} disabled={!terms.data}>
                  {t('privacy.gate.accept')}
                </SpinnerButton>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => void logout()}
                >
                  {t('privacy.gate.signOut')}
                </button>
              </div>
            </form>
          </div>
        </div>
      </main>
    </div>
  );
}
