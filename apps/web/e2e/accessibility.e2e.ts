// Every route of the spec's route list (SPEC.md §2) that the app serves, checked by axe (WCAG 2
// A and AA: labels, names, alt texts, contrast): signed in, and as a guest where the route is
// public, in both themes, at a phone's and a computer's width (docs/testing.md, 'The axe loop').
// One server and one page per test: each route is opened once, through the app's router, and
// checked with every rule in the light theme at 1280 px, then in the dark theme at 390 px (the
// theme switched in place, as the header's toggle does). The routes are a table, cut into tests
// of about seven pages.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, WCAG_AA } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn as signInAs } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Theme = 'light' | 'dark';

/** What a theme changes: the colours, so the rules of colour only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, only?: string[]): Promise<string[]> {
  return describeViolations(await axeViolations(page, only ? { rules: only } : { tags: WCAG_AA }));
}

/**
 * The theme switched in place, as the header's toggle does (`data-bs-theme`, theme.ts), with
 * the colours' transitions off: axe reads the colours the theme ends with.
 */
async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (value) => {
    if (!document.getElementById('axe-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'axe-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    document.documentElement.setAttribute('data-bs-theme', value);
    document.documentElement.style.colorScheme = value;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);
}

/**
 * A route, with what it needs from the demo data (`{publication}`…, filled in by `demoIds`);
 * it is ready to check once its first heading shows.
 */
type Route = { path: string };

/** Public routes (spec §2: Public, Auth and the public ones of Other), as a guest. */
const GUEST_ROUTES: Route[] = [
  { path: '/landing' },
  { path: '/blogs' },
  { path: '/blogs/{blog}' },
  { path: '/auth/sign-in' },
  { path: '/auth/sign-up' },
  { path: '/auth/verify' },
  { path: '/auth/reset-pass' },
  { path: '/auth/forgot-pass' },
  { path: '/auth-advance/sign-in' },
  { path: '/auth-advance/sign-up' },
  { path: '/auth-advance/forgot-pass' },
  { path: '/download' },
  { path: '/help' },
  { path: '/help/details?id={help}' },
  { path: '/offline' },
  { path: '/privacy-terms' },
  { path: '/classic' },
  { path: '/not-found' },
];

const PROFILE_TABS = ['feed', 'about', 'connections', 'media', 'videos', 'events', 'activity'];

/** Every route a member reaches (the guest-only auth pages send them to /feed/home). */
const MEMBER_ROUTES: Route[] = [
  { path: '/feed/home' },
  { path: '/feed/albums' },
  { path: '/feed/celebration' },
  { path: '/feed/events' },
  { path: '/feed/events/{event}' },
  { path: '/feed/groups' },
  { path: '/feed/groups?tab=discover' },
  { path: '/feed/groups/{group}' },
  { path: '/feed/groups/{group}?tab=about' },
  { path: '/feed/groups/{page}?tab=about' },
  { path: '/feed/post-videos' },
  { path: '/feed/post-videos/details?id={publication}' },
  { path: '/feed/create-page' },
  { path: '/feed/videos' },
  { path: '/feed/videos/details?id={publication}' },
  { path: '/feed/post-details?id={publication}' },
  { path: '/feed/publica-details/{publication}' },
  { path: '/posts' },
  { path: '/event' },
  { path: '/events' },
  { path: '/events/details?id={event}' },
  { path: '/messaging' },
  { path: '/notifications' },
  { path: '/landing' },
  { path: '/blogs' },
  { path: '/blogs/{blog}' },
  { path: '/download' },
  { path: '/help' },
  { path: '/help/details?id={help}' },
  { path: '/offline' },
  { path: '/privacy-terms' },
  { path: '/classic' },
  ...['account', 'notification', 'communication', 'messaging', 'close-account', 'privacy'].map(
    (tab) => ({ path: `/settings/${tab}` }),
  ),
  ...PROFILE_TABS.map((tab) => ({ path: `/profile/${tab}` })),
  ...PROFILE_TABS.map((tab) => ({ path: `/feed/people-profile/{marie}/${tab}` })),
];

/** The routes cut into tests of a few pages each (each well under a minute on a quiet machine). */
const GUEST_PARTS = 3;
const MEMBER_PARTS = 10;
const part = (routes: Route[], parts: number, index: number) =>
  routes.filter((_, position) => position % parts === index);

type DemoIds = Record<string, string>;

/** Ids of the demo data that the routes need, read through the API as the page's member. */
async function demoIds(page: Page, signedIn: boolean): Promise<DemoIds> {
  return page.evaluate(async (member) => {
    const headers: Record<string, string> = member
      ? { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` }
      : {};
    const get = async <T>(path: string): Promise<T> =>
      (await (await fetch(path, { headers })).json()) as T;
    type Page<T> = { results: T[] };
    const ids: Record<string, string> = {};
    const blogs = await get<Page<{ id: string }>>('/api/blogs/');
    ids.blog = blogs.results[0]?.id ?? '';
    const help = await get<{ categories: { articles: { id: string }[] }[] }>('/api/help/');
    ids.help = help.categories[0]?.articles[0]?.id ?? '';
    if (!member) return ids;
    const marie = await get<Page<{ id: string }>>('/api/users/?search=marie%20dupont');
    ids.marie = marie.results[0]?.id ?? '';
    const publications = await get<Page<{ id: string }>>('/api/publications/');
    ids.publication = publications.results[0]?.id ?? '';
    const events = await get<Page<{ id: string }>>('/api/events/');
    ids.event = events.results[0]?.id ?? '';
    const first = async (kind: string) => {
      const mine = await get<Page<{ id: string }>>(`/api/groups/?query=mine&kind=${kind}&limit=1`);
      const other = await get<Page<{ id: string }>>(
        `/api/groups/?query=discover&kind=${kind}&limit=1`,
      );
      return [...mine.results, ...other.results][0]?.id ?? '';
    };
    ids.group = await first('GROUP');
    ids.page = await first('PAGE');
    return ids;
  }, signedIn);
}

const filled = (path: string, ids: DemoIds) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no demo ${name} for ${path}`);
    return id;
  });

async function signIn(page: Page): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('jean.martin@koinonia.local');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Koinonia-Jean-2026');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.getByRole('heading', { name: 'Bienvenue, Jean-Baptiste !' }).waitFor();
}

/** Pages that are documents of their own, not routes of the app: opened by a full load. */
const DOCUMENTS = new Set(['/classic']);

/**
 * Counts the page's requests in flight (an init script, before the app's own): a route has
 * settled once none has been in flight for a moment and its pictures are decoded. Cheaper than
 * Playwright's 'networkidle' (half a second idle), which an in-app navigation never resets.
 */
const COUNT_REQUESTS = `(() => {
  let inFlight = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    inFlight += 1;
    return fetch(...args).finally(() => (inFlight -= 1));
  };
  // A lazy picture far from the screen (the middle of a long feed, once scrolled to its
  // bottom) is never asked for: only the pictures the browser should have loaded count.
  const wanted = (image) => {
    if (image.loading !== 'lazy') return true;
    const box = image.getBoundingClientRect();
    return box.bottom > -1250 && box.top < window.innerHeight + 1250;
  };
  window.__koinoniaBusy = () =>
    inFlight > 0 || [...document.images].some((image) => !image.complete && wanted(image));
})()`;

async function settled(page: Page): Promise<void> {
  await page.locator('h1:visible, h2:visible').first().waitFor({ timeout: 15_000 });
  // What mounts near the screen only (the right column and the profile's side column under
  // the page on a phone) is checked too: scroll down to it, then let lists and pictures load.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __koinoniaBusy?: () => boolean; __quietSince?: number };
      if (state.__koinoniaBusy?.() !== false) {
        state.__quietSince = undefined;
        return false;
      }
      state.__quietSince ??= performance.now();
      return performance.now() - state.__quietSince > 150;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
}

/** Goes to `path`: through the app's router (as a link does), or a full load for a document. */
async function open(page: Page, path: string, fullLoad: boolean): Promise<void> {
  if (fullLoad) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await settled(page);
}

/**
 * Opens each route once and answers what axe found, empty when all is well: the whole of WCAG
 * A and AA in the light theme at 1280 px, then in the dark theme with the window narrowed to a
 * phone's 390 px. Each theme gets every rule, and so does each width (the colours of a theme do
 * not change with the width; what a phone shows differently, its layout, is checked in dark).
 */
async function checkRoutes(page: Page, routes: Route[], ids: DemoIds) {
  const found: { path: string; at: string; violations: string[] }[] = [];
  const check = async (path: string, at: string) => {
    found.push({ path, at, violations: await violations(page) });
  };
  let inApp = false;
  for (const route of routes) {
    const path = filled(route.path, ids);
    const document = DOCUMENTS.has(route.path);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path, document || !inApp);
    inApp = !document;
    await applyTheme(page, 'light');
    await check(path, 'light 1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await applyTheme(page, 'dark');
    await settled(page);
    await check(path, 'dark 390');
  }
  return found.filter((result) => result.violations.length > 0);
}

/** Each route in both themes, a computer's width in light and a phone's in dark (checkRoutes). */
describe('every route, in both themes', () => {
  it.each([...Array(GUEST_PARTS).keys()])(
    'the public routes as a guest, part %i',
    async (index) => {
      const context = await newContext(browser);
      await context.addInitScript(COUNT_REQUESTS);
      const page = await context.newPage();
      await page.goto('/landing');
      const ids = await demoIds(page, false);
      expect(await checkRoutes(page, part(GUEST_ROUTES, GUEST_PARTS, index), ids)).toEqual([]);
      await context.close();
    },
  );

  it.each([...Array(MEMBER_PARTS).keys()])('the routes of a member, part %i', async (index) => {
    const context = await newContext(browser);
    await context.addInitScript(COUNT_REQUESTS);
    const page = await context.newPage();
    await signIn(page);
    const ids = await demoIds(page, true);
    expect(await checkRoutes(page, part(MEMBER_ROUTES, MEMBER_PARTS, index), ids)).toEqual([]);
    await context.close();
  });
});

/**
 * The pixels of the header's theme toggle drawn at ≥ 3:1 against the header (WCAG 1.4.11,
 * non-text contrast): its icon drawn alone on a canvas of its own size, each pixel blended over
 * the header's colour as the screen shows it.
 */
async function toggleIconInk(page: Page, label: string, svgMarkup?: string) {
  return page.evaluate(
    async ({ label, svgMarkup }) => {
      const button = document.querySelector(`header button[aria-label="${label}"]`);
      const icon = button?.querySelector('svg');
      const header = button?.closest('header');
      if (!icon || !header) throw new Error(`no toggle '${label}' in the header`);
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const [r, g, b] = rgb(getComputedStyle(icon).color);
      const background = rgb(getComputedStyle(header).backgroundColor);
      const size = icon.getBoundingClientRect().width;
      const clone = icon.cloneNode(true) as SVGSVGElement;
      if (svgMarkup) clone.innerHTML = svgMarkup;
      clone.setAttribute('fill', `rgb(${r}, ${g}, ${b})`);
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = `rgb(${background.join(',')})`;
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      const pixels = context.getImageData(0, 0, size, size).data;
      const luminance = (red: number, green: number, blue: number) => {
        const linear = (c: number) =>
          c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
      };
      const [br = 0, bg = 0, bb = 0] = background;
      const base = luminance(br, bg, bb);
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const l = luminance(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0);
        const ratio = (Math.max(l, base) + 0.05) / (Math.min(l, base) + 0.05);
        if (ratio >= 3) ink += 1;
      }
      return ink;
    },
    { label, svgMarkup },
  );
}

/** Bootstrap Icons' outlined sun, drawn by the toggle before: its thin rays read faint. */
const OUTLINED_SUN =
  '<path d="M8 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6m0 1a4 4 0 1 0 0-8 4 4 0 0 0 0 8M8 0a.5.5 0 0 1 .5.5v2a.5.5 0 0 1-1 0v-2A.5.5 0 0 1 8 0m0 13a.5.5 0 0 1 .5.5v2a.5.5 0 0 1-1 0v-2A.5.5 0 0 1 8 13m8-5a.5.5 0 0 1-.5.5h-2a.5.5 0 0 1 0-1h2a.5.5 0 0 1 .5.5M3 8a.5.5 0 0 1-.5.5h-2a.5.5 0 0 1 0-1h2A.5.5 0 0 1 3 8m10.657-5.657a.5.5 0 0 1 0 .707l-1.414 1.415a.5.5 0 1 1-.707-.708l1.414-1.414a.5.5 0 0 1 .707 0m-9.193 9.193a.5.5 0 0 1 0 .707L3.05 13.657a.5.5 0 0 1-.707-.707l1.414-1.414a.5.5 0 0 1 .707 0m9.193 2.121a.5.5 0 0 1-.707 0l-1.414-1.414a.5.5 0 0 1 .707-.707l1.414 1.414a.5.5 0 0 1 0 .707M4.464 4.465a.5.5 0 0 1-.707 0L2.343 3.05a.5.5 0 1 1 .707-.707l1.414 1.414a.5.5 0 0 1 0 .708"/>';

describe('colours that once went wrong', () => {
  it('a success toast follows the theme, and the dark header’s toggle is drawn solid', async () => {
    const context = await newContext(browser, { width: 390, colorScheme: 'dark' });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Ombeline', 'Roux');
    await signInAs(page, member.email);
    const ink = await toggleIconInk(page, 'Activer le thème clair');
    const before = await toggleIconInk(page, 'Activer le thème clair', OUTLINED_SUN);
    // A quarter of its square at least (the outlined sun drew 76 of 400 pixels, the filled 120).
    expect(ink).toBeGreaterThanOrEqual(100);
    expect(before).toBeLessThan(100);

    // 'Partager le profil' copies the profile's address and says so in a success toast.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/profile/feed');
    await page.getByRole('button', { name: "Plus d'actions sur le profil" }).click();
    await page.getByRole('button', { name: 'Partager le profil' }).click();
    const toast = page
      .locator('.Toastify__toast--success')
      .filter({ hasText: 'Lien de votre profil copié dans le presse-papiers.' });
    await toast.waitFor();
    // Held while the pointer is on it (pauseOnHover), as long as the checks take.
    await toast.hover();
    const toastColours = () =>
      toast.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color };
      });
    // The dark theme's surface and text, not react-toastify's white and grey.
    expect(await toastColours()).toEqual({
      background: 'rgb(36, 32, 28)',
      color: 'rgb(236, 229, 220)',
    });
    // Under the header: the bell, the toggle and the menu stay reachable.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    expect(await violations(page, COLOUR_RULES)).toEqual([]);
    await applyTheme(page, 'light');
    expect(await toastColours()).toEqual({
      background: 'rgb(255, 255, 255)',
      color: 'rgb(43, 37, 34)',
    });
    expect(await violations(page, COLOUR_RULES)).toEqual([]);
    await context.close();
  });
});
