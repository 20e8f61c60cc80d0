import { EARLY_ANSWERS_ID, type TokenPair } from '@koinonia/contracts';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  REFRESH_LOCK,
  saveSession,
} from '@/shared/session/session';
import { ApiError } from './api-error';
import { authUrl } from './endpoints';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

type SessionLostHandler = () => void;
let onSessionLost: SessionLostHandler = () => {
  window.location.assign('/auth/sign-in');
};

/** Where to go when the session cannot be refreshed (the router registers a navigation). */
export function setSessionLostHandler(handler: SessionLostHandler): void {
  onSessionLost = handler;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

async function toError(response: Response): Promise<ApiError> {
  const body = (await readBody(response)) as ConstructorParameters<typeof ApiError>[1];
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, body, Number.isFinite(retryAfter) ? retryAfter : null);
}

let refreshing: Promise<string | null> | null = null;

async function refreshOnce(): Promise<string | null> {
  const refresh = getRefreshToken();
  if (!refresh) return null;
  const response = await send(`${authUrl}/token/refresh/`, { body: { refresh } }, null);
  // A network failure throws (ApiError status 0) and keeps the session: only a
  // refusal from the server ends it.
  if (!response.ok) return null;
  const pair = (await readBody(response)) as TokenPair | null;
  if (!pair?.access || !pair.refresh) return null;
  saveSession(pair);
  return pair.access;
}

export { REFRESH_LOCK };

/**
 * One refresh for every tab of the browser: the tabs share the tokens in local storage, so a
 * tab that waited for the lock finds the pair another tab just got and does not spend the
 * refresh token again (the server forgives a race for a few seconds, but we never race
 * ourselves). Without Web Locks (old browsers) the server's grace window covers the race.
 */
async function refreshAcrossTabs(): Promise<string | null> {
  const spent = getRefreshToken();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshOnce();
  return locks.request(REFRESH_LOCK, async () => {
    const current = getRefreshToken();
    if (current && current !== spent) return getAccessToken();
    return refreshOnce();
  });
}

/**
 * Refreshes the access token. Concurrent callers share one request, and the tabs
 * share one through a lock: the refresh token rotates, so a second parallel
 * refresh would spend it twice.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= refreshAcrossTabs().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Refreshes the access token for a caller outside `apiRequest` (a socket closed
 * with 4401). When the server refuses the refresh token, the session ends as it
 * does for an API call. A network failure throws and keeps the session.
 */
export async function refreshOrEndSession(): Promise<string | null> {
  const fresh = await refreshAccessToken();
  if (!fresh) {
    clearSession();
    onSessionLost();
  }
  return fresh;
}

/**
 * Calls the API. Adds `Authorization: Bearer`, and on a 401 refreshes the token
 * once (shared between concurrent calls) and retries once. When the refresh is
 * refused the session is cleared and the member is sent to sign in.
 * Throws ApiError with the server's French `error` on failure.
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  if (options.method === undefined && options.body === undefined && options.auth !== false) {
    const early = takeEarly(url) ?? fromBoot(url);
    if (early) return early as Promise<T>;
  }
  return request<T>(url, options);
}

/**
 * A page's first GETs, asked for by its route's loader at the start of the navigation, while the
 * page's code downloads (ADR 0010), instead of once it has rendered. The page's query that
 * asks for the same address soon after takes the answer on its way (once; after `EARLY_FOR_MS`
 * it asks again). Nothing for a guest (the signed-in layout's loader sends them to sign in),
 * unless `guests` says the addresses are public data a guest reads too (the news). For a guest,
 * an answer the server already wrote into the page (`writtenAnswers`) is taken as arrived.
 *
 * The loader returns the promise: on the document's first screen it settles when the answers
 * have arrived (or failed), or after `FIRST_SCREEN_WAIT_MS`, so that the page's first render
 * shows them, with the page's code, instead of a loading state painted a moment before them.
 * Later navigations do not wait: their pages show what the query cache holds.
 */
export function requestEarly(
  urls: readonly string[],
  { guests = false }: { guests?: boolean } = {},
): Promise<null> {
  if (!guests && !getAccessToken()) return Promise.resolve(null);
  const answers: Promise<unknown>[] = [];
  const written = getAccessToken() ? undefined : writtenAnswers();
  for (const url of urls) {
    const known = early.get(url);
    if (known) {
      answers.push(known.settled);
      continue;
    }
    if (written && Object.hasOwn(written, url)) {
      const value = written[url];
      delete written[url];
      early.set(url, {
        at: Date.now(),
        answer: Promise.resolve(value),
        settled: Promise.resolve(),
        arrived: { value },
      });
      continue;
    }
    const answer = fromBoot(url) ?? request(url);
    const entry: EarlyRequest = {
      at: Date.now(),
      answer,
      settled: answer.then(
        (value) => {
          entry.arrived = { value };
        },
        // A failure is the page's query's to report, when it takes the answer.
        () => undefined,
      ),
    };
    early.set(url, entry);
    answers.push(entry.settled);
  }
  if (firstScreenShown) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), FIRST_SCREEN_WAIT_MS);
    void Promise.all(answers).then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** What public/boot.js (part 4) asked for before the app's code ran, for the token it read. */
interface BootAnswers {
  token: string;
  answers: Record<string, Promise<Response> | undefined>;
  /** Asks for them now if boot.js has not yet (the app ran before the first paint). */
  ask?: () => void;
}

/**
 * The answer public/boot.js asked for `url` with the member's token before the app's code ran
 * (a member's page's first answers: src/app/first-screen-pages.ts), taken once by `requestEarly`
 * (a route's loader) or by the first GET of the address (the layout's roles); undefined when
 * it asked for none, or with another token than the session's now. Asked for here if boot.js
 * was still waiting for the first paint. A failure or an answer that
 * is not a success (an expired token: 401) is asked again through `request`, which refreshes the
 * token and reports errors as every call does.
 */
function fromBoot<T>(url: string): Promise<T> | undefined {
  const boot = (globalThis as { koinoniaBootAnswers?: BootAnswers }).koinoniaBootAnswers;
  if (!boot) return undefined;
  if (boot.token === getAccessToken()) boot.ask?.();
  const response = boot.answers[url];
  if (!response) return undefined;
  delete boot.answers[url];
  if (boot.token !== getAccessToken()) return undefined;
  return response.then(
    async (arrived) => (arrived.ok ? ((await readBody(arrived)) as T) : request<T>(url)),
    () => request<T>(url),
  );
}

let written: Record<string, unknown> | undefined;

/**
 * The answers the server wrote into a public page for a guest (`EARLY_ANSWERS_ID`: API URL →
 * JSON answer; apps/server/src/modules/news/news.share.ts), read once: `requestEarly` takes
 * them, once each, instead of asking. A member's answers differ (their reactions, what they may
 * edit): they are only a guest's.
 */
function writtenAnswers(): Record<string, unknown> {
  if (written) return written;
  written = {};
  const element =
    typeof document === 'undefined' ? null : document.getElementById(EARLY_ANSWERS_ID);
  if (!element) return written;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      written = parsed as Record<string, unknown>;
    }
  } catch {
    // Unreadable: the page asks the API, as without it.
  }
  return written;
}

/** The app's first screen has rendered: `requestEarly` no longer waits (the root layout says). */
export function markFirstScreenShown(): void {
  firstScreenShown = true;
}

let firstScreenShown = false;
// A first screen waits this long at most for its data, then shows its loading state.
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * The early answer for `url` when it has already arrived (taken once), else undefined: a query
 * starts with it as its initial data, so that the page's first render shows it instead of its
 * loading state, one render and one paint sooner (ADR 0011).
 */
export function arrivedEarly<T>(url: string): T | undefined {
  const found = early.get(url);
  if (!found?.arrived || Date.now() - found.at >= EARLY_FOR_MS) return undefined;
  early.delete(url);
  return found.arrived.value as T;
}

/** `arrivedEarly` for the first page of a paged list (an infinite query's initial data). */
export function arrivedEarlyPage<T>(url: string): { pages: T[]; pageParams: string[] } | undefined {
  const page = arrivedEarly<T>(url);
  return page === undefined ? undefined : { pages: [page], pageParams: [''] };
}

/**
 * A query's staleTime when it may start with an early answer: that answer counts as fresh for a
 * few seconds (the page that takes it does not ask again as it mounts), then as usual.
 */
export function earlyStaleTime(query: { state: { dataUpdateCount: number } }): number {
  return query.state.dataUpdateCount === 0 ? EARLY_FRESH_MS : 0;
}

const EARLY_FRESH_MS = 5_000;

interface EarlyRequest {
  at: number;
  answer: Promise<unknown>;
  /** Resolves once the answer has arrived or failed. */
  settled: Promise<void>;
  arrived?: { value: unknown };
}

const EARLY_FOR_MS = 10_000;
const early = new Map<string, EarlyRequest>();

function takeEarly(url: string): Promise<unknown> | undefined {
  const found = early.get(url);
  early.delete(url);
  return found && Date.now() - found.at < EARLY_FOR_MS ? found.answer : undefined;
}

async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const token = auth ? getAccessToken() : null;
  let response = await send(url, options, token);

  if (response.status === 401 && auth && token) {
    // Another call may have refreshed meanwhile: use its token rather than
    // spending the new refresh token again.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    if (!fresh) {
      clearSession();
      onSessionLost();
      throw await toError(response);
    }
    response = await send(url, options, fresh);
  }

  if (!response.ok) throw await toError(response);
  return (await readBody(response)) as T;
}
