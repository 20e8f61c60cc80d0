// Moderation on the demo community (DEMO_SEED; docs/adr/0021-moderation.md): Jean reports
// Hélène's comment through 'Signaler', and a photo of Marie's album in its viewer; two more members report it through the API and it is
// hidden from the others; Marie, a moderator of the demo, has the queue open at
// /admin/moderation and sees the case arrive live, then hides the comment with a reason;
// Hélène is told (a notification); the audit log, read by Joseph (the demo's admin), holds the
// decision; her notification leads to the comment, marked 'Masqué par la modération', where
// she asks for a review. With E2E_SHOTS=<dir>, the queue is saved at 390 and 1366 px, light and dark.
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './members-support.ts';
import { baseUrl, gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A demo member: every demo password is Koinonia-<key>-2026 (users.seed.ts). */
const demo = (key: string, email: string) => ({ email, password: `Koinonia-${key}-2026` });
const MARIE = demo('Marie', 'marie.dupont@koinonia.local');
const JEAN = demo('Jean', 'jean.martin@koinonia.local');
const HELENE = demo('Helene', 'helene.lefevre@koinonia.local');
const ANTOINE = demo('Antoine', 'antoine.girard@koinonia.local');
const CAMILLE = demo('Camille', 'camille.bernard@koinonia.local');
const LUC = demo('Luc', 'luc.moreau@koinonia.local');
const SOPHIE = demo('Sophie', 'sophie.lambert@koinonia.local');
const JOSEPH = demo('Joseph', 'joseph.kabongo@koinonia.local');

/** The API as one member, signed in through the API (a token of their own). */
async function as(request: APIRequestContext, member: { email: string; password: string }) {
  const signedIn = await request.post(`${baseUrl}/api/auth/sign-in/`, { data: member });
  expect(signedIn.status()).toBe(200);
  const { access } = (await signedIn.json()) as { access: string };
  return async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const answer = await request.fetch(`${baseUrl}${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${access}` },
    });
    return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> };
  };
}

const VIEWS = [
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1366, colorScheme: 'light' },
  { width: 1366, colorScheme: 'dark' },
] as const;

/** Saves the page in the four views (only with E2E_SHOTS), then goes back to the first. */
async function shots(page: Page, name: string, focus: Locator) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  // The toast of what was just done goes first: it would hide the page's heading.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    // What the theme switch does (shared/theme/theme.ts): the page keeps its state.
    await page.evaluate((theme) => {
      document.documentElement.setAttribute('data-bs-theme', theme);
      document.documentElement.style.colorScheme = theme;
    }, view.colorScheme);
    await focus.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${dir}/moderation-${name}-${view.width}-${view.colorScheme}.png`,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}

describe('a reported comment', () => {
  it('is reported, hidden at the threshold, decided live by a moderator, and audited', async () => {
    const stamp = Date.now().toString(36);
    const commentText = `Ce commentaire blesse les autres (${stamp}).`;

    // Antoine publishes, Hélène comments (through the API).
    const apiContext = await newContext(browser);
    const request = apiContext.request;
    const antoine = await as(request, ANTOINE);
    const published = await antoine('POST', '/api/publications/', {
      type: 'texte',
      text: `Sortie paroissiale à Fourvière (${stamp})`,
      audience: 'public',
      photos: [],
    });
    expect(published.status).toBe(201);
    const publicationId = String(published.body.id);
    const helene = await as(request, HELENE);
    const commented = await helene('POST', `/api/publications/post/${publicationId}/comments/`, {
      text: commentText,
    });
    expect(commented.status).toBe(201);
    const commentId = String(commented.body.id);

    // Marie has the queue open, its socket connected.
    const marieContext = await newContext(browser, { width: 1366 });
    const onMarie = await marieContext.newPage();
    await signIn(onMarie, MARIE.email, MARIE.password);
    await gotoWithSocket(onMarie, '/admin/moderation', '/ws/notifications/');
    await onMarie.getByRole('heading', { level: 1, name: 'Modération' }).waitFor();
    // Her menu has the entry (a member without a community role has none:
    // src/app/layout/staff-entries.test.tsx).
    await onMarie.getByRole('link', { name: 'Modération' }).first().waitFor();
    expect(await onMarie.getByText(commentText).count()).toBe(0);

    // Jean reports the comment through 'Signaler'.
    const jeanContext = await newContext(browser, { width: 1366 });
    const onJean = await jeanContext.newPage();
    await signIn(onJean, JEAN.email, JEAN.password);
    await onJean.goto(`/feed/publica-details/${publicationId}`);
    await onJean.getByText(commentText).waitFor();
    await onJean.getByRole('button', { name: /^Signaler le commentaire de .*Hélène/ }).click();
    const dialog = onJean.getByRole('dialog', { name: 'Signaler ce contenu' });
    await dialog.getByRole('radio', { name: 'Harcèlement' }).check();
    await dialog.getByLabel('Commentaire (facultatif)').fill('Des mots qui blessent.');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await onJean.getByText('Merci, votre signalement a été envoyé aux modérateurs.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // A second report by Jean: the server's sentence, as it comes.
    await onJean.getByRole('button', { name: /^Signaler le commentaire de .*Hélène/ }).click();
    await dialog.getByRole('radio', { name: 'Autre' }).check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    const refused = dialog.getByRole('alert');
    await refused.waitFor();
    expect((await refused.textContent())?.length).toBeGreaterThan(10);
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // In an album's viewer, Jean reports a photo Marie added, through its 'Signaler'.
    const jean = await as(request, JEAN);
    const albums = await jean('GET', '/api/albums/?tab=friends');
    const taize = (albums.body.results as { id: string; title: string }[]).find(
      (album) => album.title === 'Vacances à Taizé',
    );
    expect(taize).toBeDefined();
    await onJean.goto(`/feed/albums/${taize?.id ?? ''}`);
    await onJean.getByRole('button', { name: /^Ouvrir la photo 1 sur / }).click();
    const viewer = onJean.getByRole('dialog', { name: /^Photo 1 sur / });
    await viewer.getByRole('button', { name: 'Signaler' }).click();
    await dialog.getByRole('radio', { name: 'Autre' }).check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await onJean
      .getByText('Merci, votre signalement a été envoyé aux modérateurs.')
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Marie sees the case arrive, without reloading.
    const card = onMarie.getByRole('article').filter({ has: onMarie.getByText(commentText) });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('Harcèlement').waitFor();
    await card.getByText(/Des mots qui blessent/).waitFor();

    // Two more members report it: hidden from everyone but Hélène.
    for (const member of [CAMILLE, LUC]) {
      const reporter = await as(request, member);
      const sent = await reporter('POST', '/api/moderation/reports/', {
        target_type: 'comment',
        target_id: commentId,
        reason: 'inappropriate',
      });
      expect(sent.status).toBe(201);
    }
    const ids = (body: Record<string, unknown>) =>
      JSON.stringify(body.results ?? body).includes(commentId);
    const sophie = await as(request, SOPHIE);
    const seenBySophie = await sophie('GET', `/api/publications/post/${publicationId}/comments/`);
    expect(seenBySophie.status).toBe(200);
    expect(ids(seenBySophie.body)).toBe(false);
    const seenByHelene = await helene('GET', `/api/publications/post/${publicationId}/comments/`);
    expect(ids(seenByHelene.body)).toBe(true);
    await card.getByText('Masqué en attente d’examen').waitFor({ timeout: 15_000 });

    // Marie takes the case, then hides the comment with a reason.
    await card.getByRole('button', { name: 'Prendre en charge' }).click();
    await card.getByText(/Pris en charge par .*Marie/).waitFor();
    await shots(onMarie, 'queue', card);
    await card.getByLabel('Décision').selectOption('hide');
    const reason = 'Des propos blessants envers un membre.';
    await card.getByLabel('Motif (communiqué à l’auteur)').fill(reason);
    await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await onMarie.getByText('Décision enregistrée.').waitFor();
    await card.waitFor({ state: 'detached' });

    // 'Fermés' holds it, with the decision.
    await onMarie.getByRole('link', { name: 'Fermés' }).click();
    const closed = onMarie.getByRole('article').filter({ has: onMarie.getByText(commentText) });
    await closed.getByText(reason, { exact: false }).waitFor();
    await shots(onMarie, 'closed', closed);

    // Hélène is told, with the reason.
    let told = false;
    for (let attempt = 0; attempt < 30 && !told; attempt += 1) {
      const list = await helene('GET', '/api/notifications/');
      told = JSON.stringify(list.body).includes('MODERATION_HIDDEN');
      if (told) expect(JSON.stringify(list.body)).toContain(reason);
      else await onMarie.waitForTimeout(500);
    }
    expect(told).toBe(true);

    // Her notification leads to the comment, marked for her, where she asks for a review once.
    const heleneContext = await newContext(browser, { width: 390 });
    const onHelene = await heleneContext.newPage();
    await signIn(onHelene, HELENE.email, HELENE.password);
    await onHelene.goto('/notifications');
    await onHelene
      .getByText(/La modération a masqué votre contenu/)
      .first()
      .click();
    await onHelene.waitForURL(/\/feed\/publica-details\/.*reexamen=/);
    await onHelene.getByText('Masqué par la modération').waitFor();
    await onHelene.getByText(commentText).waitFor();
    await onHelene.getByRole('button', { name: 'Demander un réexamen' }).click();
    await onHelene.getByText('Votre demande de réexamen a été envoyée.').first().waitFor();
    // The case is back in the queue for another moderator.
    await onMarie.getByRole('link', { name: 'Ouverts' }).click();
    await onMarie
      .getByRole('article')
      .filter({ has: onMarie.getByText(commentText) })
      .getByText(/Demande de réexamen/)
      .waitFor({ timeout: 15_000 });
    await heleneContext.close();

    // The audit log holds the decision (for admins: Marie, a moderator, is refused).
    const joseph = await as(request, JOSEPH);
    const audit = await joseph('GET', '/api/moderation/audit/');
    expect(audit.status).toBe(200);
    const entries = audit.body.results as { action: string; reason: string }[];
    expect(entries.some((entry) => entry.action === 'decision' && entry.reason === reason)).toBe(
      true,
    );
    expect(entries.some((entry) => entry.action === 'take')).toBe(true);
    const marie = await as(request, MARIE);
    expect((await marie('GET', '/api/moderation/audit/')).status).toBe(403);

    await marieContext.close();
    await jeanContext.close();
    await apiContext.close();
  });
});
