import type {
  CalendarFeed,
  CreateEventBody,
  Event,
  EventAnswer,
  Rsvp,
  UpdateEventBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { eventsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { eventsKeys, eventUrl } from './events.queries';

/** An event as the server answered it: in place on its page, and every list reloads. */
function settle(queryClient: QueryClient, event: Event) {
  queryClient.setQueryData(eventsKeys.detail(event.id), event);
  return queryClient.invalidateQueries({ queryKey: eventsKeys.lists() });
}

/** POST /api/events/: the creator is its organiser. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => apiRequest<Event>(`${eventsUrl}/`, { body }),
    onSuccess: (event) => settle(queryClient, event),
  });
}

/** PATCH /api/events/{id}/: organisers. */
export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventBody) =>
      apiRequest<Event>(eventUrl(id), { method: 'PATCH', body }),
    onSuccess: (event) => settle(queryClient, event),
  });
}

/** DELETE /api/events/{id}/: a draft, or as organiser. */
export function useDeleteEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(eventUrl(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: eventsKeys.lists() });
    },
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}

/** POST /api/events/{id}/cancel/: every participant is told, with the message. */
export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<Event>(`${eventUrl(id)}cancel/`, { body: { message } }),
    onSuccess: (event) => settle(queryClient, event),
  });
}

export interface RsvpInput {
  answer: EventAnswer;
  guests: number;
}

/**
 * POST /api/events/{id}/rsvp/: the member's answer. What the server says (going, or waiting
 * with a rank, or pending the organisers' approval) goes on the page at once; the event then
 * reloads for its counts, and so do the lists (their answer badges) and the participants.
 */
export function useRsvp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RsvpInput) => apiRequest<Rsvp>(`${eventUrl(id)}rsvp/`, { body: input }),
    onSuccess: (rsvp) => {
      queryClient.setQueryData<Event>(eventsKeys.detail(id), (event) =>
        event
          ? {
              ...event,
              my_answer: rsvp.answer,
              my_guests: rsvp.guests,
              waiting_rank: rsvp.waiting_rank,
            }
          : event,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]);
    },
    onError: (error) => {
      void notify(errorMessage(error), 'error');
      return queryClient.invalidateQueries({ queryKey: eventsKeys.detail(id) });
    },
  });
}

/** POST /api/events/{id}/participants/{user_id}/ `{action}`: an organiser approves or refuses. */
export function useParticipantAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: 'approve' | 'refuse' }) =>
      apiRequest<unknown>(`${eventUrl(id)}participants/${encodeURIComponent(userId)}/`, {
        body: { action },
      }),
    onError: (error) => void notify(errorMessage(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.detail(id) }),
  });
}

/** POST /api/events/calendar/renew/: a new private address; the old one stops working. */
export function useRenewCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>(`${eventsUrl}/calendar/renew/`, { body: {} }),
    onSuccess: (feed) => queryClient.setQueryData(eventsKeys.calendar(), feed),
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}
