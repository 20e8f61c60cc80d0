/** The community's time zone when an event does not say (configurable on the server). */
export const DEFAULT_EVENT_TIME_ZONE = 'Europe/Paris';
