import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biHourglassSplit, biStars } from '@/shared/ui/icons.generated';
import '@/features/layout/layout.texts';

// What is not built yet; each line goes when its issue lands.
const ITEMS = ['videos', 'groups', 'albums', 'news'] as const;

/** The right context column until suggestions, birthdays and events arrive. */
export function ComingSoonCard() {
  const { t } = useTranslation();
  return (
    <section className="card border-0" aria-labelledby="coming-title">
      <div className="card-body">
        <h2 id="coming-title" className="h6 fw-bold d-flex align-items-center gap-2">
          <Icon svg={biHourglassSplit} /> {t('layout.comingTitle')}
        </h2>
        <ul className="list-unstyled mb-0 small">
          {ITEMS.map((key) => (
            <li key={key} className="d-flex gap-2 py-2 border-top">
              <Icon svg={biStars} className="text-primary mt-1" size={14} />
              <span>{t(`layout.comingItems.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
