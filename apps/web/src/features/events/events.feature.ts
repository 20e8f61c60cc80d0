import type { NotificationType } from '@koinonia/contracts';
import type { NotificationHandler } from '@/shared/feature/feature';
import { defineFeature } from '@/shared/feature/feature';
import nav from './events.feature.fr.json';

const handlers = () => import('./events.notifications');
const tabs = () => import('./ProfileEventsTabs');

/**
 * The types whose row in the contracts' table says `refresh: 'events'` (EVENT_REMINDER says
 * 'none': nothing changed). Listed here rather than read from the table, which would bring the
 * contracts' notification module into the entry chunk.
 */
export const ABOUT_AN_EVENT = [
  'EVENT_INVITATION',
  'EVENT_CHANGED',
  'EVENT_CANCELLED',
  'EVENT_PROMOTED',
  'EVENT_PARTICIPANT_NEW',
] as const satisfies readonly NotificationType[];

const refreshEvents: NotificationHandler = (notification, queryClient) =>
  handlers().then((m) => m.refreshEvents(notification, queryClient));

/**
 * Events: the list with its tabs, an event's page (also wide, /events/details), the
 * agenda, the form that creates or edits one, and the profiles' 'Événements' tab.
 */
export const eventsFeature = defineFeature(
  {
    name: 'events',
    routes: {
      app: [
        {
          path: 'feed/events',
          handle: { wide: true },
          lazy: () => import('./EventsPage').then((m) => ({ Component: m.EventsPage })),
        },
        {
          path: 'feed/events/:eventId',
          lazy: () => import('./EventPage').then((m) => ({ Component: m.EventPage })),
        },
        {
          path: 'events/details',
          handle: { wide: true },
          lazy: () => import('./EventPage').then((m) => ({ Component: m.EventDetailsPage })),
        },
        {
          path: 'events',
          // The agenda's month grid takes the whole width: its titles are not cut.
          handle: { roomy: true },
          lazy: () => import('./AgendaPage').then((m) => ({ Component: m.AgendaPage })),
        },
        {
          path: 'event',
          lazy: () => import('./EventFormPage').then((m) => ({ Component: m.EventFormPage })),
        },
      ],
    },
    profileTabs: [
      {
        path: 'events',
        label: 'events',
        order: 60,
        own: { lazy: () => tabs().then((m) => ({ Component: m.OwnEventsTab })) },
        member: { lazy: () => tabs().then((m) => ({ Component: m.MemberEventsTab })) },
      },
    ],
    nav: [
      { menu: 'profile', label: 'events', to: '/feed/events', icon: 'biCalendarEvent', order: 40 },
    ],
    notifications: Object.fromEntries(ABOUT_AN_EVENT.map((type) => [type, refreshEvents])),
  },
  nav,
);
