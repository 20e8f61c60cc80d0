// Three members, three browsers, one seat: Marie creates an event of capacity 1;
// Jean answers 'Je participe' and takes the seat; Hélène lands first on the waiting list; Jean
// withdraws; Hélène, her page left open, sees live that she is in, with the notification.
// Then axe looks at every events screen, light at 1366 px and dark at 390 px, as a demo member.
// Their names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, WCAG_AA } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The id at the end of /feed/events/{id}, once the page is there. */
async function eventIdOf(page: Page): Promise<string> {
  await page.waitForURL(/\/feed\/events\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

const answers = (page: Page) => page.getByRole('group', { name: 'Votre réponse' });

describe('an event with one seat', () => {
  it('promotes the first on the waiting list when the participant withdraws, live', async () => {
    const contexts = await Promise.all([0, 1, 2].map(() => newContext(browser)));
    const [marie, jean, helene] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!marie || !jean || !helene) throw new Error('no page');
    const m = await newcomer(marie.request, 'Marie', 'Vaucanson');
    const j = await newcomer(jean.request, 'Jean', 'Castelbajac');
    const h = await newcomer(helene.request, 'Hélène', 'Rochambeau');
    await signIn(marie, m.email);
    await signIn(jean, j.email);
    await signIn(helene, h.email);
    const title = `Retraite au Carmel ${Date.now() % 100000}`;

    // Marie creates it from /feed/events, with one seat, and lands on its page.
    await marie.goto('/feed/events');
    await marie.getByRole('link', { name: 'Créer un événement' }).first().click();
    await marie.getByRole('heading', { level: 1, name: 'Créer un événement' }).waitFor();
    await marie.getByLabel('Titre *').fill(title);
    await marie.getByLabel('Catégorie').selectOption({ label: 'Prière' });
    await marie.getByLabel('Adresse *').fill('Carmel de Lisieux, 37 rue du Carmel, Lisieux');
    await marie.getByLabel('Nombre de places').fill('1');
    await marie.getByRole('button', { name: "Créer l'événement" }).click();
    const eventId = await eventIdOf(marie);
    await marie.getByRole('heading', { level: 1, name: title }).waitFor();
    await marie.getByText('0 participant · 1 place restante').waitFor();

    // Jean answers 'Je participe' and takes the seat.
    await jean.goto(`/feed/events/${eventId}`);
    await answers(jean).getByRole('button', { name: 'Je participe' }).click();
    await jean.getByText('Vous participez.').waitFor();
    await jean.getByText('1 participant · Complet').waitFor();

    // Hélène keeps the page open: she lands first on the waiting list.
    await gotoWithSocket(helene, `/feed/events/${eventId}`, '/ws/notifications/');
    await helene
      .getByText("Complet : « Je participe » vous inscrit sur la liste d'attente.")
      .waitFor();
    await answers(helene).getByRole('button', { name: 'Je participe' }).click();
    await helene
      .getByText("L'événement est complet : vous êtes en tête de la liste d'attente.")
      .waitFor();
    expect(
      await answers(helene)
        .getByRole('button', { name: 'Je participe' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Marie, the organiser, sees her in the waiting list.
    await marie.reload();
    const people = marie.getByRole('region', { name: 'Participants' });
    await people.getByRole('link', { name: j.name }).waitFor();
    await people.getByRole('button', { name: "Liste d'attente" }).click();
    await people.getByRole('link', { name: h.name }).waitFor();
    await people.getByText('1ʳᵉ place en attente').waitFor();

    // Jean withdraws.
    await answers(jean).getByRole('button', { name: 'Je ne participe pas' }).click();
    await jean.getByText('Vous avez dit que vous ne participez pas.').waitFor();

    // Hélène, without reloading: the notification, and her answer on the page.
    await helene
      .getByText(
        `Nouvelle notification : Une place s’est libérée : vous participez à « ${title} » !`,
      )
      .waitFor();
    await helene.getByText('Vous participez.').waitFor();
    await helene.getByText('1 participant · Complet').waitFor();
    await helene.getByRole('button', { name: /^Notifications, \d+ non lue/ }).waitFor();

    // And in her list, the event is hers.
    await helene.goto('/feed/events?tab=mine');
    const card = helene.getByRole('article', { name: title });
    await card.getByText('Vous participez').waitFor();

    await Promise.all(contexts.map((context) => context.close()));
  });
});

async function violations(page: Page): Promise<string[]> {
  return describeViolations(await axeViolations(page, { tags: WCAG_AA }));
}

describe.each([
  ['light', 1366],
  ['dark', 390],
] as const)('the events screens (%s, %i px)', (theme, width) => {
  it('have no accessibility violation', async () => {
    const context = await newContext(browser, { width, colorScheme: theme });
    const page = await context.newPage();
    await signIn(page, 'jean.martin@koinonia.local', 'Koinonia-Jean-2026');
    // A demo event with a waiting list, for its page.
    const full = await page.evaluate(async () => {
      const answer = await fetch('/api/events/?tab=upcoming&limit=50', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      const { results } = (await answer.json()) as {
        results: { id: string; title: string; waiting_count: number }[];
      };
      return results.find((event) => event.waiting_count > 0) ?? results[0];
    });
    expect(full).toBeDefined();
    const screens: [string, string][] = [
      ['/feed/events', 'Événements'],
      ['/feed/events?tab=mine', 'Événements'],
      ['/feed/events?tab=past', 'Événements'],
      [`/feed/events/${full?.id ?? ''}`, full?.title ?? ''],
      [`/events/details?id=${full?.id ?? ''}`, full?.title ?? ''],
      ['/events', 'Agenda'],
      ['/event', 'Créer un événement'],
      ['/profile/events', 'Événements'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });
});
