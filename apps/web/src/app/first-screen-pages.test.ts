import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myRolesUrl } from '@/shared/api/endpoints';
import { clearSession, saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { FIRST_SCREEN_PAGES, ROLES } from './first-screen-pages';

// public/boot.js asks for a member's page's first answers before the app's code runs
// (first-screen-pages.ts, `answers`): they must be the addresses the page's routes' loaders ask
// for, or `requestEarly` would not take them and the page would ask twice. The app's modules are
// loaded fresh for each page, as a first visit does: the early requests are kept per page load.

afterEach(() => clearSession());

describe("a member's page's first answers (public/boot.js, part 4)", () => {
  const memberPages = FIRST_SCREEN_PAGES.filter((page) => page.member);

  it.each(memberPages.map((page) => [page.path, page] as const))(
    '%s: the answers are those its loaders ask for',
    async (_path, page) => {
      saveSession({ access: fakeToken({ user_id: 'member-1' }), refresh: 'refresh-1' });
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => {
          asked.push(url);
          return new Promise<Response>(() => undefined);
        }),
      );
      vi.resetModules();
      const { discoverRoutes, routes } = await import('./routes');
      const path = page.path.replace(/^\^/, '').replace(/\/\?\$$/, '');
      const router = createMemoryRouter(routes, {
        initialEntries: [path],
        patchRoutesOnNavigation: discoverRoutes(),
      });
      // The roles are the layout's first render's (no render here): `apiRequest` takes them.
      const expected = (page.answers ?? [])
        .filter((url) => url !== ROLES)
        .map((url) => url.replace('{me}', 'member-1'));
      expect(page.answers).toContain(ROLES);
      await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(expected.length), {
        timeout: 15_000,
      });
      expect([...asked].sort()).toEqual([...expected].sort());
      router.dispose();
    },
    20_000,
  );

  it("asks for the roles at the address the layout's menus ask for them", () => {
    expect(myRolesUrl).toBe(ROLES);
  });

  it('names a member page for each signed-in page the bench measures', () => {
    expect(memberPages.map((page) => page.path)).toEqual([
      '^/feed/home/?$',
      '^/messaging/?$',
      '^/profile/feed/?$',
    ]);
  });
});
