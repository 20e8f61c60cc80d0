// The news and the weekly parish sheet, on the demo community (DEMO_SEED): a guest reads the
// news and an article (the body, the previews' meta tags in the served HTML, no comment form);
// Marie, an editor of the demo, writes an article, checks its preview holds nothing that runs,
// and schedules it; Jean, a member who is not an editor, is refused the editor; the sheet at
// /feuille prints on exactly one A4 page. Screenshots of the print go to E2E_SHOTS when set.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const MARIE = { email: 'marie.dupont@koinonia.local', password: 'Koinonia-Marie-2026' };
const JEAN = { email: 'jean.martin@koinonia.local', password: 'Koinonia-Jean-2026' };

/** No serious or critical accessibility fault on the page as it is now. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the news for a guest', () => {
  it('lists the articles, opens one with its text, and asks to sign in to comment', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/blogs');
    await page.getByRole('heading', { level: 1, name: 'Dernières nouvelles' }).waitFor();
    // The public frame, not the members' menus.
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu du profil' }).count()).toBe(0);
    await expectAccessible(page);

    // A category chip filters, and the filter is in the address.
    await page
      .getByRole('navigation', { name: 'Catégories' })
      .getByRole('link', { name: /Liturgie/ })
      .click();
    await page.waitForURL(/\?categorie=liturgie$/);
    const card = page.locator('.news-card').first();
    await card.getByText('Liturgie').waitFor();

    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/blogs\/[0-9a-f-]{36}$/);
    const articleUrl = page.url();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The body, rendered by the server: its headings come after the title, in order.
    expect(await page.locator('.news-prose h2').count()).toBeGreaterThan(0);
    expect(await page.getByText(/min de lecture/).count()).toBeGreaterThan(0);
    // No comment form for a guest: a way to sign in, back to this article afterwards.
    expect(await page.getByRole('textbox', { name: 'Votre commentaire' }).count()).toBe(0);
    const signInLink = page.getByRole('link', { name: 'Connectez-vous pour commenter' });
    expect(await signInLink.getAttribute('href')).toBe(
      `/auth/sign-in?redirectTo=${encodeURIComponent(new URL(articleUrl).pathname)}`,
    );
    await expectAccessible(page);

    // The served HTML carries the article's previews for the networks that share it.
    const html = await (await page.request.get(articleUrl)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    await context.close();
  });
});

describe('writing the news', () => {
  it('lets Marie, an editor, write, preview and schedule an article', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, MARIE.email, MARIE.password);
    await page.goto('/blogs');
    await page.getByRole('link', { name: 'Écrire un article' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvel article' }).waitFor();

    // Nothing filled: the French errors show next to the fields, and nothing is sent.
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Le titre doit contenir au moins 3 caractères.').waitFor();
    await page.getByText('Choisissez une catégorie.').waitFor();
    expect(page.url()).toMatch(/\/blogs\/new$/);

    const title = `Kermesse de printemps ${Date.now() % 100000}`;
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page
      .getByLabel('Résumé')
      .fill('Stands, jeux et repas partagé dans la cour du presbytère.');
    await page.getByLabel('Catégorie').selectOption({ label: 'Vie paroissiale' });
    const body = page.getByLabel('Texte', { exact: true });
    await body.fill('Venez nombreux');
    // The toolbar acts around the selection: 'nombreux' in bold, with Ctrl+B as with the button.
    await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(6, 14));
    await page.keyboard.press('Control+b');
    await expect.poll(() => body.inputValue()).toBe('Venez **nombreux**');
    // The editor puts the selection back on the next frame (MarkdownEditor.tsx): once it has,
    // the caret is ours; on a loaded machine that frame came while the next words were typed.
    await expect
      .poll(() => body.evaluate((field: HTMLTextAreaElement) => field.selectionEnd))
      .toBe(16);
    await body.press('End');
    await body.pressSequentially('\n\nProgramme');
    await page.getByRole('button', { name: 'Intertitre' }).click();
    await expect.poll(() => body.inputValue()).toBe('Venez **nombreux**\n\n## Programme');

    // The preview renders it, and what would run in a page is gone.
    const payload =
      '\n\n<script>window.pwned=1</script> <img src=x onerror="window.pwned=1"> [clic](javascript:window.pwned=1)';
    await body.press('End');
    await body.pressSequentially(payload);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const preview = page.getByRole('region', { name: 'Texte' });
    await preview.getByRole('heading', { level: 2, name: 'Programme' }).waitFor();
    await preview.locator('strong', { hasText: 'nombreux' }).waitFor();
    expect(await preview.locator('script, img, a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await page.getByRole('button', { name: 'Écrire' }).click();
    await body.fill('Venez **nombreux**\n\n## Programme\n\n- Stands\n- Jeux\n- Repas');

    // 'Programmer' for tomorrow at 18 h 30, Paris time.
    await page.getByRole('button', { name: 'Programmer' }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Paris',
    });
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    await page.getByLabel('Heure (heure de Paris)').fill('18:30');
    await page
      .getByRole('group', { name: 'Programmer la publication' })
      .getByRole('button', { name: 'Programmer' })
      .click();
    await page.waitForURL(/\/blogs\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const notice = page.getByText(
      /^Publication prévue le \w+ (1er|\d+) \S+ à 18 h 30 \(heure de Paris\)$/,
    );
    await notice.waitFor();
    await expectAccessible(page);

    // Scheduled, it waits among Marie's scheduled articles, and not among the published ones.
    await page.goto('/blogs?etat=programmes');
    await page.getByRole('link', { name: title }).click();
    await notice.waitFor();

    // 'Dépublier' (after a confirmation) takes it back to the drafts: no publication is due.
    await page.getByRole('button', { name: 'Dépublier' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dépublier' }).click();
    await page.getByText('Brouillon : seuls les rédacteurs voient cet article.').waitFor();
    expect(await notice.count()).toBe(0);
    // 'Supprimer' (after a confirmation) removes it and goes back to the list.
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.waitForURL(/\/blogs$/);
    await page.goto('/blogs?etat=brouillons');
    await page.getByRole('heading', { level: 1, name: 'Dernières nouvelles' }).waitFor();
    await page.locator('.news-card').first().waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    await context.close();
  });

  it('refuses the editor to Jean, a member who is not an editor', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, JEAN.email, JEAN.password);
    await page.goto('/blogs');
    await page.getByRole('heading', { level: 1, name: 'Dernières nouvelles' }).waitFor();
    // A member reads the news in the app's layout, without the editors' button.
    await page.getByRole('navigation', { name: 'Menu du profil' }).waitFor();
    expect(await page.getByRole('link', { name: 'Écrire un article' }).count()).toBe(0);
    await page.goto('/blogs/new');
    await page.getByRole('heading', { level: 1, name: 'Réservé aux rédacteurs' }).waitFor();
    expect(await page.getByLabel('Titre', { exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe('the weekly parish sheet', () => {
  it('prints on exactly one A4 page, black on white without the buttons, even in dark mode', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/feuille');
    await page.getByRole('heading', { level: 1, name: 'Feuille paroissiale' }).waitFor();
    await page.getByText(/^Semaine du /).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Le mot de la semaine' }).waitFor();
    await expectAccessible(page);

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    // Each page of a PDF is one object of /Type /Page (the tree above them is /Pages).
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Semaine précédente' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Koinonia' }).isVisible()).toBe(false);
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      title: getComputedStyle(document.querySelector('.sheet-title') as Element).color,
      word: getComputedStyle(document.querySelector('.sheet-word-text') as Element).color,
    }));
    expect(colours).toEqual({
      page: 'rgb(255, 255, 255)',
      title: 'rgb(0, 0, 0)',
      word: 'rgb(0, 0, 0)',
    });
    const shot = await page.screenshot({
      fullPage: true,
      ...(process.env.E2E_SHOTS ? { path: `${process.env.E2E_SHOTS}/sheet-print.png` } : {}),
    });
    expect(shot.length).toBeGreaterThan(0);
    await context.close();
  });
});
