// Volunteer rotas ('Services', docs/adr/0028-volunteer-rotas.md) with three members: Marie leads
// a group and asks Jean for two Sundays from its 'Services' tab; Jean declines one and accepts
// the other in 'Mes services', then asks for a replacement; Bertille, a newcomer in the group,
// takes the place from her 'Mes services'; Marie is told of the decline and of the replacement.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { api, newcomer, signIn } from './members-support.ts';
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

async function member(who: { email: string; password?: string }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return { context, page };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe("'Services'", () => {
  it('a slot declined, a replacement asked and taken by another member, the leader told', async () => {
    const stamp = Date.now().toString(36);
    const marie = await member(MARIE);
    const created = await api(marie.page, 'POST', '/api/groups/', {
      name: `Équipe des lecteurs ${stamp}`,
      kind: 'GROUP',
    });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as { id: string };
    const service = `Lectures ${stamp}`;
    const defined = await api(marie.page, 'POST', `/api/groups/${group.id}/services/`, {
      name: service,
      places: 1,
      weekday: 7,
      time: '11:00',
    });
    expect(defined.status()).toBe(201);

    const jean = await member(JEAN);
    expect([200, 201]).toContain(
      (await api(jean.page, 'POST', `/api/groups/${group.id}/join/`, {})).status(),
    );
    const newcomerBertille = await newcomer(jean.page.request, 'Bertille', 'Rameau');
    const bertille = await member({ email: newcomerBertille.email });
    expect([200, 201]).toContain(
      (await api(bertille.page, 'POST', `/api/groups/${group.id}/join/`, {})).status(),
    );

    // Marie asks Jean for the first two Sundays, from the group's 'Services' tab.
    await marie.page.goto(`/feed/groups/${group.id}?tab=services`);
    await region(marie.page, 'Services du groupe').waitFor();
    for (let asked = 0; asked < 2; asked++) {
      await marie.page.getByRole('button', { name: 'Proposer à', exact: true }).first().click();
      const choice = marie.page.getByRole('combobox', { name: /Proposer le créneau du/ });
      await choice.selectOption({ label: 'Jean-Baptiste Martin' });
      await marie.page.getByRole('button', { name: 'Proposer', exact: true }).click();
      await marie.page.getByText('En attente de réponse').nth(asked).waitFor();
    }
    await expectAccessible(marie.page);

    // Jean declines the first, accepts the second, then asks for a replacement.
    await jean.page.goto('/services');
    const pending = region(jean.page, 'En attente de ma réponse');
    await pending.getByRole('button', { name: 'Décliner' }).first().click();
    await expect.poll(() => pending.getByRole('button', { name: 'Décliner' }).count()).toBe(1);
    await pending.getByRole('button', { name: 'Accepter' }).click();
    const accepted = region(jean.page, 'Mes services acceptés');
    await accepted.getByRole('button', { name: 'Demander un remplacement' }).click();
    await accepted.getByText('Remplacement demandé').first().waitFor();
    await expectAccessible(jean.page);

    // Bertille takes the place: the first to accept.
    await bertille.page.goto('/services');
    const offered = region(bertille.page, 'Services à prendre');
    await offered.getByText(service).waitFor();
    await offered.getByRole('button', { name: 'Prendre la place' }).click();
    await region(bertille.page, 'Mes services acceptés').getByText(service).waitFor();
    await expectAccessible(bertille.page);

    // Marie is told of Jean's decline and of Bertille's taking the place.
    await expect
      .poll(async () => {
        const answer = await api(marie.page, 'GET', '/api/notifications/');
        const { results } = (await answer.json()) as {
          results: { notification_type: string }[];
        };
        return results.map((n) => n.notification_type);
      })
      .toEqual(expect.arrayContaining(['ROTA_DECLINED', 'ROTA_REPLACED']));
    await marie.page.goto(`/feed/groups/${group.id}?tab=services`);
    await marie.page.getByText('Bertille Rameau').waitFor();

    await Promise.all([marie.context.close(), jean.context.close(), bertille.context.close()]);
  });
});
