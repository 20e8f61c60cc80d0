// What the browser tests share: one Chromium, fresh contexts, and the mails the server sent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** This worker's own server (global-setup.ts starts one per worker). */
export const baseUrl = workerServer(inject('baseUrls'));
function workerServer(baseUrls: string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return baseUrls[(worker - 1) % baseUrls.length] as string;
}
const mailDir = inject('mailDir');

/**
 * How long a page action or a wait may take: Playwright's 30 s default is short when the
 * browser tests run beside the API suites on a two-core CI machine (docs/testing.md, "The
 * order"). A wait ends as soon as its condition holds, so the bound costs nothing otherwise.
 */
const PAGE_TIMEOUT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Every context gets the bound, whichever test opens it (`browser.newPage` opens one too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/**
 * Opens `url` and resolves once the page's socket on `path` exists and has had a moment to
 * open. Live events are best effort (stored first, then pushed to the sockets open at that
 * instant), so a test that expects one must not fire it while the page is still connecting.
 */
export async function gotoWithSocket(
  page: Page,
  url: string,
  path: '/ws/notifications/' | '/ws/messages/',
): Promise<void> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes(path),
    timeout: 30_000,
  });
  await page.goto(url);
  await socket;
  await page.waitForTimeout(1000);
}

export async function newContext(
  browser: Browser,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}

/** Decodes a quoted-printable body (nodemailer encodes French text this way). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the newest mail sent to `address` and returns the first link to `path` in it. */
export async function linkFromMail(address: string, path: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`,
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = readdirSync(mailDir).sort().reverse();
    for (const file of files) {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      if (!raw.toLowerCase().includes(address.toLowerCase())) continue;
      const match = decodeQuotedPrintable(raw).match(pattern);
      if (match) return match[0];
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No mail to ${address} with a link to ${path}`);
}

let counter = 0;
/** A new, unique address for a member created by a test. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@exemple.fr`;
}

const TOASTS_SEEN_KEY = 'e2e-toasts-seen';

/**
 * Keeps the text of every toast the context's pages show, in the order they open, across
 * reloads (session storage): a test proves that a toast never showed by reading this list once a
 * later toast has opened (`toastsSeen`), whatever time the first would have taken to close.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((key: string) => {
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const toast of document.querySelectorAll('.Toastify__toast')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        list.push((toast.textContent ?? '').replace(/\s+/g, ' ').trim());
        sessionStorage.setItem(key, JSON.stringify(list));
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  }, TOASTS_SEEN_KEY);
}

/** The toasts `page` showed since `recordToasts`, in the order they opened. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(
    (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
    TOASTS_SEEN_KEY,
  );
}
