// Reactions per item (ADR 0002): five quick taps while the next feed page loads end with
// the right count and the page loaded; a refused reaction rolls back that publication only.
// Driven against the real server. The members' names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newcomer, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const card = (page: Page, text: string) =>
  page.getByRole('article').filter({ has: page.getByText(text, { exact: true }) });

async function publish(page: Page, text: string): Promise<string> {
  const response = await api(page, 'POST', '/api/publications/', {
    type: 'texte',
    text,
    audience: 'friends',
    photos: [],
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function firstReaction(page: Page): Promise<{ code: string; label: string }> {
  const types = (await (await api(page, 'GET', '/api/publications/reaction-types/')).json()) as {
    code: string;
    label: string;
  }[];
  const first = types[0];
  if (!first) throw new Error('no reaction type');
  return first;
}

async function reactionsOf(page: Page, id: string) {
  const response = await api(page, 'GET', `/api/publications/post/${id}/`);
  return ((await response.json()) as { reactions: { total: number; mine: string | null } })
    .reactions;
}

describe('optimistic reactions, per publication', () => {
  it('five quick taps while the next page loads: the last tap wins and the page arrives', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Anselme', 'Poitevin');
    await signIn(page, member.email);
    // Eleven publications: the feed shows ten, the eleventh (the oldest) is on page two.
    const ids: string[] = [];
    for (let i = 1; i <= 11; i += 1) ids.push(await publish(page, `Méditation numéro ${i}`));
    const reaction = await firstReaction(page);

    // The next page answers only when the test lets it.
    let releasePage: () => void = () => undefined;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    let nextPageAsked = false;
    await page.route(/\/api\/publications\/\?(.*&)?cursor=/, async (route) => {
      nextPageAsked = true;
      await pageHeld;
      await route.continue();
    });

    await page.goto('/feed/home');
    const top = card(page, 'Méditation numéro 11');
    await top.waitFor();
    // Scrolling to the end asks for the next page, which stays in flight.
    await page.getByText('Méditation numéro 2', { exact: true }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => nextPageAsked, { timeout: 10_000 }).toBe(true);

    const button = top.getByRole('button', { name: new RegExp(`^${reaction.label}`) });
    for (let i = 0; i < 5; i += 1) await button.click();
    releasePage();

    await page.getByText('Méditation numéro 1', { exact: true }).waitFor();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await expect.poll(async () => (await button.textContent())?.trim()).toBe(`${reaction.label} 1`);
    await expect
      .poll(() => reactionsOf(page, ids[10] ?? ''), { timeout: 10_000 })
      .toEqual(expect.objectContaining({ total: 1, mine: reaction.code }));
    // Still right once every request has answered and nothing else comes to undo it.
    await page.waitForTimeout(500);
    expect((await button.textContent())?.trim()).toBe(`${reaction.label} 1`);
    await context.close();
  });

  it('a refused reaction rolls back that publication only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Bérengère', 'Louvet');
    await signIn(page, member.email);
    const kept = await publish(page, 'Une journée de retraite au monastère');
    const refused = await publish(page, 'Le repas partagé de la paroisse');
    const reaction = await firstReaction(page);
    await page.route(`**/api/publications/post/${refused}/react/`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Erreur interne du serveur', code: 'internal' }),
      }),
    );
    await page.goto('/feed/home');
    const keptButton = card(page, 'Une journée de retraite au monastère').getByRole('button', {
      name: new RegExp(`^${reaction.label}`),
    });
    const refusedButton = card(page, 'Le repas partagé de la paroisse').getByRole('button', {
      name: new RegExp(`^${reaction.label}`),
    });
    await keptButton.click();
    await refusedButton.click();

    await page.getByText('Erreur interne du serveur').first().waitFor();
    await expect.poll(() => refusedButton.getAttribute('aria-pressed')).toBe('false');
    expect((await refusedButton.textContent())?.trim()).toBe(reaction.label);
    expect(await keptButton.getAttribute('aria-pressed')).toBe('true');
    expect((await keptButton.textContent())?.trim()).toBe(`${reaction.label} 1`);
    expect(await reactionsOf(page, kept)).toEqual(
      expect.objectContaining({ total: 1, mine: reaction.code }),
    );
    await context.close();
  });
});
