import type { WishlistItem, WishlistNeed } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDay } from '@/shared/format/french-date';
import { firstAndLastName } from '@/shared/people/person-name';
import { notify } from '@/shared/toast/notify';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useCloseNeed, usePledge, wishlistError } from './wishlist.queries';
import '@/features/wishlist/wishlist.texts';

/** 'Je l'apporte' with how many: at most what is missing plus the member's own pledge. */
function PledgeForm({ item, onDone }: { item: WishlistItem; onDone: () => void }) {
  const { t } = useTranslation();
  const pledge = usePledge();
  const max = item.missing + item.mine;
  const [quantity, setQuantity] = useState(String(item.mine || Math.min(1, max)));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    pledge.mutate(
      { itemId: item.id, quantity: Number(quantity) },
      {
        onSuccess: () => {
          void notify(t('wishlist.pledged'), 'success');
          onDone();
        },
        onError: (failure) => setError(wishlistError(failure)),
      },
    );
  };
  return (
    <form className="d-flex flex-wrap align-items-end gap-2 mt-2" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={inputId} className="form-label small mb-1">
          {t('wishlist.quantityFor', { label: item.label })}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          className={`form-control form-control-sm wishlist-quantity${error ? ' is-invalid' : ''}`}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <SpinnerButton type="submit" className="btn btn-primary btn-sm" busy={pledge.isPending}>
        {t('wishlist.confirm')}
      </SpinnerButton>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
        {t('wishlist.cancel')}
      </button>
      {error && (
        <p id={errorId} role="alert" className="text-danger-emphasis small w-100 mb-0">
          {error}
        </p>
      )}
    </form>
  );
}

/** One item: what is wanted, pledged and missing, the member's pledge, and the editors' list. */
function ItemRow({ item, open, editor }: { item: WishlistItem; open: boolean; editor: boolean }) {
  const { t } = useTranslation();
  const [pledging, setPledging] = useState(false);
  const withdraw = usePledge();
  const percent = Math.min(100, Math.round((item.pledged / item.quantity) * 100));
  return (
    <li className="wishlist-item py-2">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <span className="fw-semibold">{item.label}</span>
        <span className="small text-body-secondary">
          {t('wishlist.wanted', { pledged: item.pledged, quantity: item.quantity })} ·{' '}
          {item.missing > 0 ? (
            <strong className="text-body">{t('wishlist.missing', { count: item.missing })}</strong>
          ) : (
            <strong className="text-success-emphasis">{t('wishlist.complete')}</strong>
          )}
        </span>
      </div>
      <div
        className="progress wishlist-progress mt-1"
        role="progressbar"
        aria-label={item.label}
        aria-valuemin={0}
        aria-valuemax={item.quantity}
        aria-valuenow={Math.min(item.pledged, item.quantity)}
        aria-valuetext={t('wishlist.wanted', { pledged: item.pledged, quantity: item.quantity })}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {item.mine > 0 && (
        <p className="small mb-0 mt-1">{t('wishlist.mine', { count: item.mine })}</p>
      )}
      {open && !pledging && (item.mine > 0 || item.missing > 0) && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button
            type="button"
            className={`btn btn-sm ${item.mine > 0 ? 'btn-outline-primary' : 'btn-primary'}`}
            onClick={() => setPledging(true)}
            aria-label={item.mine > 0 ? undefined : `${t('wishlist.bring')} : ${item.label}`}
          >
            {item.mine > 0 ? t('wishlist.change') : t('wishlist.bring')}
          </button>
          {item.mine > 0 && (
            <SpinnerButton
              className="btn btn-sm btn-outline-danger"
              busy={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(
                  { itemId: item.id, quantity: null },
                  {
                    onSuccess: () => void notify(t('wishlist.withdrawn'), 'success'),
                    onError: (failure) => void notify(wishlistError(failure), 'error'),
                  },
                )
              }
            >
              {t('wishlist.withdraw')}
            </SpinnerButton>
          )}
        </div>
      )}
      {pledging && <PledgeForm item={item} onDone={() => setPledging(false)} />}
      {editor && item.pledges && (
        <div className="small mt-2 wishlist-pledges">
          <span className="fw-semibold">{t('wishlist.pledges')} : </span>
          {item.pledges.length === 0
            ? t('wishlist.noPledge')
            : item.pledges
                .map((pledge) =>
                  t('wishlist.pledgeOf', {
                    name: firstAndLastName(pledge.member),
                    count: pledge.quantity,
                  }),
                )
                .join(', ')}
        </div>
      )}
    </li>
  );
}

/** A need: its title, who posted it, its items, and the editors' 'Clôturer le besoin'. */
export function NeedCard({ need, editor }: { need: WishlistNeed; editor: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseNeed();
  const open = need.closed_at === null;
  const titleId = `need-${need.id}`;
  return (
    <article className="card border-0 mb-3 wishlist-need" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="h5 fw-bold mb-1">
              {need.title}
              {!open && (
                <span className="badge text-bg-secondary ms-2 align-middle">
                  {t('wishlist.closed')}
                </span>
              )}
            </h2>
            <p className="small text-body-secondary mb-2">
              {need.author && t('wishlist.postedBy', { name: firstAndLastName(need.author) })}
              {need.closed_at && (
                <>
                  {need.author && ' · '}
                  {t('wishlist.closedOn', { date: formatDay(need.closed_at) })}
                </>
              )}
            </p>
          </div>
          {editor && open && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setConfirming(true)}
            >
              {t('wishlist.close')}
            </button>
          )}
        </div>
        {need.description && <p className="wishlist-description">{need.description}</p>}
        <ul
          className="list-unstyled mb-0 wishlist-items"
          aria-label={t('wishlist.itemsLabel', { title: need.title })}
        >
          {need.items.map((item) => (
            <ItemRow key={item.id} item={item} open={open} editor={editor} />
          ))}
        </ul>
      </div>
      <LazyConfirmModal
        show={confirming}
        title={t('wishlist.closeTitle', { title: need.title })}
        text={t('wishlist.closeText')}
        confirmLabel={t('wishlist.close')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          close.mutate(need.id, {
            onSuccess: () => void notify(t('wishlist.closedToast'), 'success'),
            onError: (failure) => void notify(wishlistError(failure), 'error'),
          });
        }}
      />
    </article>
  );
}
