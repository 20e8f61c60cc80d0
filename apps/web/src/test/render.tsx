import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** A fresh query cache without retries, as each test wants. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `element` at `path` inside a router and a fresh query cache; `handle` is its route's
 * (a profile's tabs, which the app composes).
 */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    routePath = '*',
    routes = [],
    handle,
  }: { path?: string; routePath?: string; routes?: RouteObject[]; handle?: unknown } = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: routePath, element, children: routes, handle }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON answer as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fake server: the first route whose pattern the URL contains answers. */
export function fakeApi(routes: [string, Handler][]) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    await Promise.resolve();
    const method = init.method ?? 'GET';
    for (const [pattern, handler] of routes) {
      const [routeMethod, routeUrl] = pattern.includes(' ') ? pattern.split(' ') : ['GET', pattern];
      if (routeMethod === method && routeUrl && url.includes(routeUrl)) return handler(url, init);
    }
    return json({ error: 'Introuvable.', code: 'not_found' }, 404);
  };
}
