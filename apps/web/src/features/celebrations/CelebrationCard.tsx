import type { Celebration } from '@koinonia/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName, fullName } from '@/shared/people/person-name';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biCheck2 } from '@/shared/ui/icons/biCheck2';
import { biGift } from '@/shared/ui/icons/biGift';
import { biPeople } from '@/shared/ui/icons/biPeople';
import { biStars } from '@/shared/ui/icons/biStars';
import { celebrationWhen } from './celebration-when';
import '@/features/celebrations/celebrations.texts';

const WishDialog = lazy(() => import('./WishDialog').then((m) => ({ default: m.WishDialog })));

const OCCASION_ICONS = { birthday: biGift, name_day: biStars, membership: biPeople } as const;

/** One member's occasion: who, what, when, and 'Souhaiter' on the day ('Vœu envoyé' after). */
export function CelebrationCard({ celebration }: { celebration: Celebration }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(celebration.user);
  const today = celebration.in_days <= 0;

  return (
    <div className="celebration-row">
      <Avatar src={celebration.user.profile_picture} alt="" size={48} />
      <div className="min-w-0">
        <Link to={memberProfilePath(celebration.user_id)} className="celebration-name">
          {name}
        </Link>
        <div className={`celebration-occasion ${celebration.occasion}`}>
          <Icon svg={OCCASION_ICONS[celebration.occasion]} className="me-1" />
          {celebration.title}
        </div>
        <div className={`small ${today ? 'celebration-today' : 'text-body-secondary'}`}>
          {celebrationWhen(celebration.in_days, celebration.date)}
        </div>
      </div>
      {(celebration.can_wish || celebration.wished) && (
        // One button element either way: when the dialog closes after sending, the focus
        // it gives back lands on 'Vœu envoyé'.
        <button
          type="button"
          className={`btn btn-sm flex-shrink-0 celebration-wish ${celebration.wished ? 'btn-outline-success' : 'btn-primary'}`}
          aria-disabled={celebration.wished || undefined}
          aria-label={
            celebration.wished
              ? t('celebrations.wishedLabel', { name: firstAndLastName(celebration.user) })
              : t('celebrations.wishLabel', {
                  name: firstAndLastName(celebration.user),
                  occasion: celebration.title,
                })
          }
          onClick={() => {
            if (!celebration.wished) setOpen(true);
          }}
        >
          {celebration.wished ? (
            <>
              <Icon svg={biCheck2} className="me-1" />
              {t('celebrations.wished')}
            </>
          ) : (
            t('celebrations.wish')
          )}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WishDialog celebration={celebration} show={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
