import type { PatchRoutesOnNavigationFunctionArgs } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_FEATURES, loadFeatures } from './features';
import { MEMBER_FEATURES } from './member-features';
import { discoverRoutes, routes } from './routes';

// Lazy route discovery (ADR 0023): the entry knows the guest features' routes; the member
// features' manifests come in a chunk of their own, with the first path the entry does not know.

const GUEST_SLOTS = ['public', 'guestOnly', 'publicOrMember'];

const paths = (tree: readonly { path?: string; children?: unknown[] }[]): string[] =>
  tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...paths((route.children ?? []) as typeof tree),
  ]);

function discover(lastRoute: { path?: string; children?: unknown[] }) {
  const patch = vi.fn();
  const run = discoverRoutes();
  const args = {
    path: '/x',
    matches: [
      { route: { id: 'root' } },
      { route: lastRoute },
    ] as unknown as PatchRoutesOnNavigationFunctionArgs['matches'],
    patch,
    signal: new AbortController().signal,
    fetcherKey: undefined,
  };
  return { patch, run: () => run(args) };
}

describe('the feature lists (ADR 0023)', () => {
  it("lists every feature once, and no member feature has a guest's page (the entry has them all)", async () => {
    const names = [...GUEST_FEATURES, ...MEMBER_FEATURES].map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const guestSlots = MEMBER_FEATURES.flatMap((feature) =>
      Object.keys(feature.routes ?? {})
        .filter((slot) => GUEST_SLOTS.includes(slot))
        .map((slot) => `${feature.name}.${slot}`),
    );
    expect(guestSlots).toEqual([]);
    expect((await loadFeatures()).map((feature) => feature.name)).toEqual(names);
  });
});

describe('lazy route discovery (ADR 0023)', () => {
  // The pages' own requests are not these tests' business: they never answer.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  });

  it('starts with the guest pages only', () => {
    const known = paths(createMemoryRouter(routes).routes);
    expect(known).toEqual(expect.arrayContaining(['landing', 'auth', 'blogs']));
    expect(known).not.toContain('feed/home');
    expect(known).not.toContain('feed/groups/:groupId');
  });

  it('hangs the member features’ routes for a path the entry does not know, once per router', async () => {
    const { patch, run } = discover({ path: '*' });
    await run();
    const parents = patch.mock.calls.map(([parent]) => parent as string);
    expect(parents).toContain('app');
    const app = patch.mock.calls.find(([parent]) => parent === 'app')?.[1] as [];
    expect(paths(app)).toEqual(expect.arrayContaining(['feed/home', 'feed/groups/:groupId']));
    patch.mockClear();
    await run();
    expect(patch).not.toHaveBeenCalled();
  });

  it("loads nothing for a guest's page with parameters (an article)", async () => {
    const { patch, run } = discover({ path: ':blogId' });
    await run();
    expect(patch).not.toHaveBeenCalled();
  });

  it('an article opened by a guest leaves the tree as it was (the router asks: a page with parameters)', async () => {
    const asked = vi.fn(discoverRoutes());
    const router = createMemoryRouter(routes, {
      initialEntries: ['/blogs/a1'],
      patchRoutesOnNavigation: asked,
    });
    await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: 5000 });
    await vi.waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('blogs/:blogId'), {
      timeout: 5000,
    });
    expect(paths(router.routes)).not.toContain('feed/home');
  });

  it('a deep link to a member’s page finds it (the routes come before the match)', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/feed/groups/g1'],
      patchRoutesOnNavigation: discoverRoutes(),
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
    // A guest: the member's page was found, and its guard sent them to sign in.
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.search).toBe('?redirectTo=%2Ffeed%2Fgroups%2Fg1');
  }, 20_000);
});
