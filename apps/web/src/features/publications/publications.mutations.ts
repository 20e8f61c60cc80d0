import { useState } from 'react';
import type {
  Audience,
  CreatePublicationBody,
  Publication,
  UpdatePublicationBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FIRST_STEP } from '@/shared/api/first-steps';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { RetryId } from '@/shared/api/retry-id';
import { sendOrQueue } from '@/shared/offline/outbox';
import { publicationsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { keepOverFetches } from './keep-over-fetches';
import {
  postUrl,
  publicationsKeys,
  refreshPublication,
  removePublicationFromCache,
  updatePublicationInCache,
} from './publications.queries';

/**
 * A refused change of publication `id` (per item, ADR 0002): `putBack` restores that
 * publication alone, the French error shows in a toast; one that is gone (404: deleted, or
 * no longer visible) leaves the lists instead. Other publications keep their changes.
 */
function refuse(queryClient: QueryClient, error: unknown, id: string, putBack: () => void) {
  if (error instanceof ApiError && error.status === 404)
    removePublicationFromCache(queryClient, id);
  else keepOverFetches(queryClient, putBack);
  void notify(errorMessage(error), 'error');
}

export interface NewPublication {
  text: string;
  audience: Audience;
  photos?: string[];
  /** A YouTube or Vimeo link, or the URL of an uploaded video. */
  videoUrl?: string | null;
  /** Published in this group, or as this page (its audience is then the group's). */
  groupId?: string;
  /** Published in this event's discussion (its audience is then the event's). */
  eventId?: string;
}

/** The publication type follows the content: a video, else photos, else text. */
export function publicationType(photos: readonly string[], video: boolean): string {
  if (video) return 'video';
  return photos.length > 0 ? 'photo' : 'texte';
}

/**
 * POST /api/publications/: publishes (in a group with `groupId`), then reloads the feeds. Without
 * the network it waits in the outbox, shown 'En attente d'envoi', and goes once back online
 * (docs/adr/0019-pwa-and-offline.md): `queued` in the answer.
 */
export function useCreatePublication() {
  const queryClient = useQueryClient();
  // A draft published again after a failure is stored once (client_id).
  const [retryId] = useState(() => new RetryId());
  return useMutation({
    meta: FIRST_STEP,
    // Run offline too (not paused by TanStack Query): sendOrQueue keeps it in the outbox.
    networkMode: 'always',
    mutationFn: ({ text, audience, photos = [], videoUrl, groupId, eventId }: NewPublication) => {
      const body: CreatePublicationBody = {
        type: publicationType(photos, Boolean(videoUrl)),
        text,
        audience,
        photos,
      };
      if (videoUrl) body.video_url = videoUrl;
      if (groupId) body.group_id = groupId;
      if (eventId) body.event_id = eventId;
      const clientId = retryId.for(JSON.stringify(body));
      return sendOrQueue<Publication>({
        kind: 'publication',
        url: `${publicationsUrl}/`,
        body: { ...body, client_id: clientId },
        target: groupId ?? eventId ?? null,
        refresh: [publicationsKeys.feed()],
      });
    },
    onSuccess: (answer) => {
      retryId.done();
      if (answer.queued) return;
      return queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() });
    },
  });
}

export interface PublicationEdit {
  publication: Publication;
  /** Only the fields that change. */
  changes: UpdatePublicationBody;
}

/**
 * PATCH /api/publications/post/{id}/: text, audience and photos change at once in every
 * cached copy; refused, they come back with the server's French error in a toast.
 */
export function useUpdatePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publication, changes }: PublicationEdit) =>
      apiRequest<Publication>(postUrl(publication.id), { method: 'PATCH', body: changes }),
    onMutate: ({ publication, changes }) =>
      keepOverFetches(queryClient, () =>
        updatePublicationInCache(queryClient, publication.id, (item) => ({
          ...item,
          text: changes.text ?? item.text,
          audience: changes.audience ?? item.audience,
          photos: changes.photos ?? item.photos,
          video: changes.video_url === null ? null : item.video,
        })),
      ),
    // Only the edited fields of this publication come back, as they were.
    onError: (error, { publication: before }) =>
      refuse(queryClient, error, before.id, () =>
        updatePublicationInCache(queryClient, before.id, (item) => ({
          ...item,
          text: before.text,
          audience: before.audience,
          photos: before.photos,
          video: before.video,
        })),
      ),
    onSuccess: (fresh) =>
      keepOverFetches(queryClient, () =>
        updatePublicationInCache(queryClient, fresh.id, () => fresh),
      ),
  });
}

/**
 * DELETE /api/publications/post/{id}/: leaves the feed at once; refused, it is read again
 * from the server (so it comes back in its place) with a toast.
 */
export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(postUrl(id), { method: 'DELETE' }),
    onMutate: (id) =>
      keepOverFetches(queryClient, () => removePublicationFromCache(queryClient, id)),
    onError: (error, id) =>
      refuse(queryClient, error, id, () => {
        void queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() });
        void refreshPublication(queryClient, id).catch(() => undefined);
      }),
  });
}

/**
 * 'Enregistrer' / 'Retirer des favoris': POST or DELETE /api/publications/post/{id}/saved/. The
 * card's mark turns at once; the favourites' list is read again after; refused, the mark is
 * put back with a toast.
 */
export function useSavePublication() {
  const queryClient = useQueryClient();
  const mark = (id: string, saved: boolean) =>
    updatePublicationInCache(queryClient, id, (publication) => {
      const { saved: _was, ...rest } = publication;
      return saved ? { ...rest, saved: true } : rest;
    });
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      apiRequest<null>(`${postUrl(id)}saved/`, { method: saved ? 'POST' : 'DELETE' }),
    onMutate: ({ id, saved }) => keepOverFetches(queryClient, () => mark(id, saved)),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: publicationsKeys.feedOf({ saved: true }) }),
    onError: (error, { id, saved }) => refuse(queryClient, error, id, () => mark(id, !saved)),
  });
}
