import type {
  Audience,
  CreatePublicationBody,
  Publication,
  UpdatePublicationBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { publicationsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import {
  postUrl,
  publicationsKeys,
  removePublicationFromCache,
  restorePublications,
  snapshotPublications,
  updatePublicationInCache,
  type Snapshot,
} from './publications.queries';
import { applyReaction, nextReaction } from './reactions';

/**
 * A refused change: everything cached comes back and the French error shows in a toast; a
 * publication that is gone (404: deleted, or no longer visible) leaves the lists instead.
 */
function refuse(queryClient: QueryClient, error: unknown, id: string, snapshot?: Snapshot) {
  restorePublications(queryClient, snapshot);
  if (error instanceof ApiError && error.status === 404)
    removePublicationFromCache(queryClient, id);
  void notify(errorMessage(error), 'error');
}

export interface NewPublication {
  text: string;
  audience: Audience;
  photos?: string[];
  /** A YouTube or Vimeo link, or the URL of an uploaded video. */
  videoUrl?: string | null;
}

/** The publication type follows the content: a video, else photos, else text. */
export function publicationType(photos: readonly string[], video: boolean): string {
  if (video) return 'video';
  return photos.length > 0 ? 'photo' : 'texte';
}

/** POST /api/publications/: publishes, then reloads the feed. */
export function useCreatePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, audience, photos = [], videoUrl }: NewPublication) => {
      const body: CreatePublicationBody = {
        type: publicationType(photos, Boolean(videoUrl)),
        text,
        audience,
        photos,
      };
      if (videoUrl) body.video_url = videoUrl;
      return apiRequest<Publication>(`${publicationsUrl}/`, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() }),
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
    onMutate: async ({ publication, changes }) => {
      const snapshot = await snapshotPublications(queryClient);
      updatePublicationInCache(queryClient, publication.id, (item) => ({
        ...item,
        text: changes.text ?? item.text,
        audience: changes.audience ?? item.audience,
        photos: changes.photos ?? item.photos,
        video: changes.video_url === null ? null : item.video,
      }));
      return { snapshot };
    },
    onError: (error, { publication }, context) =>
      refuse(queryClient, error, publication.id, context?.snapshot),
    onSuccess: (fresh) => updatePublicationInCache(queryClient, fresh.id, () => fresh),
  });
}

/** DELETE /api/publications/post/{id}/: leaves the feed at once, comes back with a toast if refused. */
export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(postUrl(id), { method: 'DELETE' }),
    onMutate: async (id) => {
      const snapshot = await snapshotPublications(queryClient);
      removePublicationFromCache(queryClient, id);
      return { snapshot };
    },
    onError: (error, id, context) => refuse(queryClient, error, id, context?.snapshot),
  });
}

export interface ReactVariables {
  publication: Publication;
  /** The reaction clicked: mine again removes it. */
  kind: string;
}

/**
 * POST or DELETE /api/publications/post/{id}/react/: laid over every cached copy at
 * once, rolled back with the server's French error in a toast when refused.
 */
export function useReactToPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publication, kind }: ReactVariables) => {
      const next = nextReaction(publication.reactions.mine, kind);
      return next
        ? apiRequest<Publication>(`${postUrl(publication.id)}react/`, { body: { kind: next } })
        : apiRequest<Publication>(`${postUrl(publication.id)}react/`, { method: 'DELETE' });
    },
    onMutate: async ({ publication, kind }) => {
      const snapshot = await snapshotPublications(queryClient);
      const next = nextReaction(publication.reactions.mine, kind);
      updatePublicationInCache(queryClient, publication.id, (item) => ({
        ...item,
        reactions: applyReaction(item.reactions, next),
      }));
      return { snapshot };
    },
    onError: (error, { publication }, context) =>
      refuse(queryClient, error, publication.id, context?.snapshot),
    onSuccess: (fresh) => {
      if (fresh) updatePublicationInCache(queryClient, fresh.id, () => fresh);
    },
  });
}
