import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { errorMessage } from '@/shared/api/api-error';
import { authApi } from '../auth.api';
import { FormAlert } from '@/shared/form/FormAlert';
import '@/features/auth/auth.texts';

/**
 * 'Renvoyer l'e-mail de confirmation'. With `email` given (from the sign-in
 * form) it is a single button; without, it asks for the address first. `primary`: the page's
 * main action (the 'check your inbox' screen after sign-up).
 */
export function ResendVerification({
  email,
  primary = false,
}: {
  email?: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [address, setAddress] = useState(email ?? '');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) return;
    setState('busy');
    setError(null);
    try {
      await authApi.resendVerification({ email: address.trim() });
      setState('sent');
    } catch (err) {
      setError(errorMessage(err));
      setState('idle');
    }
  };

  if (state === 'sent') return <FormAlert variant="success">{t('auth.resend.sent')}</FormAlert>;

  return (
    <form onSubmit={handleSubmit} noValidate>
      {error && <FormAlert variant="danger">{error}</FormAlert>}
      {email === undefined && (
        <div className="mb-3">
          <label htmlFor={inputId} className="form-label fw-medium">
            {t('auth.fields.email')}
          </label>
          <input
            id={inputId}
            type="email"
            className="form-control"
            autoComplete="email"
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
      )}
      <button
        type="submit"
        className={`btn ${primary ? 'btn-primary' : 'btn-outline-primary'} w-100`}
        disabled={state === 'busy'}
      >
        {state === 'busy' && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {t('auth.resend.button')}
      </button>
    </form>
  );
}
