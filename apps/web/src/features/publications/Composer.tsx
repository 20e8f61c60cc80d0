import type { Audience } from '@koinonia/contracts';
import { PUBLICATION_AUDIENCES, PUBLICATION_TEXT_MAX_LENGTH } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useCreatePublication } from './publications.queries';
import '@/features/publications/publications.texts';

/** The composer of /feed/home: a text and its audience; the server's French error shown. */
export function Composer() {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('friends');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePublication();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('publications.composer.empty'));
      return;
    }
    setError(null);
    create.mutate(
      { text: text.trim(), audience },
      {
        onSuccess: () => {
          setText('');
          void notify(t('publications.composer.published'), 'success');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <form className="card border-0 mb-3" onSubmit={submit} noValidate aria-labelledby={`${id}-t`}>
      <div className="card-body">
        <h2 id={`${id}-t`} className="visually-hidden">
          {t('publications.composer.title')}
        </h2>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('publications.composer.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className="form-control border-0 bg-body-tertiary"
          rows={3}
          placeholder={t('publications.composer.text')}
          maxLength={PUBLICATION_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
            {error}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center justify-content-end mt-3">
          <label htmlFor={`${id}-audience`} className="small text-body-secondary">
            {t('publications.composer.audience')}
          </label>
          <select
            id={`${id}-audience`}
            className="form-select form-select-sm w-auto"
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
          >
            {PUBLICATION_AUDIENCES.map((value) => (
              <option key={value} value={value}>
                {t(`publications.composer.audiences.${value}`)}
              </option>
            ))}
          </select>
          <SpinnerButton type="submit" busy={create.isPending} disabled={create.isPending}>
            {t('publications.composer.publish')}
          </SpinnerButton>
        </div>
      </div>
    </form>
  );
}
