import type { MediaLimits } from '@koinonia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const origin = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '';

/** `GET /api/media/limits/`: the server's upload limits, on the API's origin. */
export const mediaLimitsUrl = `${origin}/api/media/limits/`;

/**
 * The server's upload limits (MEDIA_MAX_BYTES, MEDIA_VIDEO_MAX_BYTES, MEDIA_VIDEO_MAX_SECONDS):
 * a form refuses what the server would, before sending it. They change only with the server's
 * configuration: asked once per visit.
 */
export const mediaLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['media', 'limits'] as const,
    queryFn: ({ signal }) => apiRequest<MediaLimits>(mediaLimitsUrl, { signal }),
    staleTime: Infinity,
  });
