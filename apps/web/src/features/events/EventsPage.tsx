import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_TABS,
  type EventCategory,
  type EventTab,
} from '@koinonia/contracts';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biCalendar3, biCalendarEvent, biPlusLg } from '@/shared/ui/icons-events.generated';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { EventList } from './EventList';
import { eventFormPath } from './event-paths';
import '@/features/events/events.texts';
import './events.css';

function asTab(value: string | null): EventTab {
  return (EVENT_TABS as readonly string[]).includes(value ?? '') ? (value as EventTab) : 'upcoming';
}

function asCategory(value: string | null): EventCategory | undefined {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as EventCategory)
    : undefined;
}

/** What an empty tab says, and the way on. */
function EmptyTab({ tab, category }: { tab: EventTab; category?: EventCategory }) {
  const { t } = useTranslation();
  const icon = <Icon svg={biCalendarEvent} size={24} />;
  if (category) {
    return (
      <EmptyState
        icon={icon}
        text={t('events.empty.category', { category: EVENT_CATEGORY_LABELS[category] })}
        hint={t('events.empty.categoryHint')}
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      text={t(`events.empty.${tab}`)}
      hint={t(`events.empty.${tab}Hint`)}
      actions={
        tab === 'upcoming' || tab === 'online' || tab === 'mine' ? (
          <Link to={eventFormPath()} className="btn btn-primary">
            {t('events.create')}
          </Link>
        ) : (
          <Link to="/feed/events" className="btn btn-outline-primary">
            {t('events.empty.toUpcoming')}
          </Link>
        )
      }
    />
  );
}

/**
 * /feed/events: the tabs 'À venir', 'Cette semaine', 'En ligne', 'Près de chez moi',
 * 'Mes événements' and 'Passés', a category filter, and the way to create one or to open the
 * agenda. The tab and the category live in the address, so that a tab can be linked.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const category = asCategory(params.get('category'));
  useDocumentTitle(t('events.title'));

  const tabHref = (value: EventTab) => {
    const next = new URLSearchParams(params);
    if (value === 'upcoming') next.delete('tab');
    else next.set('tab', value);
    const search = next.toString();
    return search ? `?${search}` : '/feed/events';
  };
  const chooseCategory = (value: EventCategory | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('category', value);
    else next.delete('category');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('events.title')}
        intro={t('events.intro')}
        actions={
          <>
            <Link
              to={eventFormPath()}
              className="btn btn-primary d-inline-flex align-items-center gap-2"
            >
              <Icon svg={biPlusLg} />
              {t('events.create')}
            </Link>
            <Link
              to="/events"
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            >
              <Icon svg={biCalendar3} />
              {t('events.toAgenda')}
            </Link>
          </>
        }
      >
        <TabBar
          label={t('events.tabs.label')}
          tabClassName="event-tab"
          tabs={EVENT_TABS.map((value) => ({
            key: value,
            to: tabHref(value),
            label: t(`events.tabs.${value}`),
            current: value === tab,
          }))}
        />
      </PageHeader>

      <div className="event-chips mb-3" role="group" aria-label={t('events.filter.label')}>
        {[undefined, ...EVENT_CATEGORIES].map((value) => {
          const active = category === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              className={`event-chip${value ? ` event-cat-${value}` : ''}`}
              aria-pressed={active}
              onClick={() => chooseCategory(value)}
            >
              {value && <span className="event-category-dot" aria-hidden="true" />}
              {value ? EVENT_CATEGORY_LABELS[value] : t('events.filter.all')}
            </button>
          );
        })}
      </div>

      <EventList filter={{ tab, category }} empty={<EmptyTab tab={tab} category={category} />} />
      {tab === 'mine' && <CalendarFeedPanel className="mt-3" />}
    </>
  );
}
