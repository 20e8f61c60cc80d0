import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { Icon } from '@/shared/ui/Icon';
import { biXLg } from '@/shared/ui/icons.generated';
import { usePostNeed, wishlistError } from './wishlist.queries';
import '@/features/wishlist/wishlist.texts';

interface Row {
  key: number;
  label: string;
  quantity: string;
}

/** An editor's 'Nouveau besoin': a title, a description, and items with their quantities. */
export function NeedForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const post = usePostNeed();
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [rows, setRows] = useState<Row[]>([{ key: 0, label: '', quantity: '1' }]);
  const [error, setError] = useState<string | null>(null);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    post.mutate(
      {
        title,
        description,
        items: rows.map((row) => ({ label: row.label, quantity: Number(row.quantity) })),
      },
      {
        onSuccess: () => {
          void notify(t('wishlist.form.posted'), 'success');
          onDone();
        },
        onError: (failure) => setError(wishlistError(failure)),
      },
    );
  };
  return (
    <form className="card border-0 mb-3" onSubmit={submit} noValidate aria-labelledby={`${id}-t`}>
      <div className="card-body">
        <h2 id={`${id}-t`} className="h5 fw-bold mb-3">
          {t('wishlist.form.title')}
        </h2>
        <div className="mb-3">
          <label htmlFor={`${id}-title`} className="form-label">
            {t('wishlist.form.needTitle')}
          </label>
          <input
            id={`${id}-title`}
            className="form-control"
            value={title}
            maxLength={120}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-description`} className="form-label">
            {t('wishlist.form.description')}
          </label>
          <textarea
            id={`${id}-description`}
            className="form-control"
            rows={3}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('wishlist.form.items')}</legend>
          {rows.map((row, index) => (
            <div key={row.key} className="d-flex gap-2 mb-2 align-items-center">
              <input
                className="form-control"
                aria-label={t('wishlist.form.itemLabel', { position: index + 1 })}
                value={row.label}
                maxLength={120}
                onChange={(event) => change(row.key, { label: event.target.value })}
              />
              <input
                type="number"
                inputMode="numeric"
                min={1}
                className="form-control wishlist-quantity"
                aria-label={t('wishlist.form.itemQuantity', { position: index + 1 })}
                value={row.quantity}
                onChange={(event) => change(row.key, { quantity: event.target.value })}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('wishlist.form.removeItem', { position: index + 1 })}
                  onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                >
                  <Icon svg={biXLg} />
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() =>
              setRows((all) => [
                ...all,
                { key: Math.max(...all.map((row) => row.key)) + 1, label: '', quantity: '1' },
              ])
            }
          >
            {t('wishlist.form.addItem')}
          </button>
        </fieldset>
        {error && (
          <p role="alert" className="text-danger-emphasis">
            {error}
          </p>
        )}
        <div className="d-flex gap-2">
          <SpinnerButton type="submit" busy={post.isPending}>
            {t('wishlist.form.submit')}
          </SpinnerButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('wishlist.form.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
