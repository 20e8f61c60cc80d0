import { ApiError } from '@/shared/api/api-error';
import { refreshAccessToken } from '@/shared/api/client';
import { getAccessToken } from '@/shared/session/session';

async function fetchWithToken(url: string, token: string | null): Promise<Response> {
  try {
    return await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null);
  }
}

/**
 * Downloads a file the API serves to the signed-in member only (an event's .ics, its
 * participants' CSV, the member's data export): fetched with the bearer token (refreshed once on 401), then saved
 * through a blob link named `filename`. Throws ApiError with the server's French sentence.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const token = getAccessToken();
  let response = await fetchWithToken(url, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await fetchWithToken(url, fresh);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ConstructorParameters<
      typeof ApiError
    >[1];
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
