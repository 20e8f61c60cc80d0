// Two members, two browsers, a parish page (docs/adr/0026-parish-page.md): A creates a page of
// the category 'Paroisse' and declares it a parish with a Sunday Mass (through the API); B opens
// its 'Paroisse' tab, sees 'Horaires des messes' and asks for a Mass intention; A finds it in
// 'Demandes reçues', confirms it and answers; B sees it confirmed, with the answer. Their names
// appear in no other test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the parish page between two members', () => {
  it('a Mass intention asked by a member is confirmed by the page admin', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Scholastique', 'Vaucanson');
    const b = await newcomer(pageB.request, 'Gontran', 'Esclangon');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const name = `Paroisse Saint-Irénée ${Date.now() % 100000}`;

    // A's page, declared a parish, with a Sunday Mass.
    const created = await api(pageA, 'POST', '/api/groups/', {
      name,
      kind: 'PAGE',
      category: 'paroisse',
    });
    expect(created.status()).toBe(201);
    const groupId = ((await created.json()) as { id: string }).id;
    const { token } = await me(pageA);
    const declared = await pageA.request.fetch(`${baseUrl}/api/groups/${groupId}/parish/`, {
      method: 'PUT',
      data: {
        address: '1 place Saint-Irénée, 69005 Lyon',
        office_hours: 'Du mardi au samedi, 10 h – 12 h',
        giving_url: 'https://saint-irenee.example.org/donner',
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(declared.status()).toBe(200);
    const time = await api(pageA, 'POST', `/api/groups/${groupId}/schedule/times/`, {
      kind: 'messe',
      label: 'Messe dominicale',
      weekday: 7,
      time: '10:30',
    });
    expect(time.status()).toBe(201);

    // B reads the schedule and asks for a Mass intention.
    await pageB.goto(`/feed/groups/${groupId}`);
    await pageB
      .getByRole('navigation', { name: 'Sections du groupe' })
      .getByRole('link', { name: 'Paroisse' })
      .click();
    const schedule = pageB.getByRole('region', { name: 'Horaires des messes' });
    await schedule.getByText('Messe dominicale').first().waitFor();
    await pageB
      .getByRole('region', { name: 'Accueil paroissial' })
      .getByText('1 place Saint-Irénée, 69005 Lyon')
      .waitFor();
    await pageB.getByRole('button', { name: 'Faire une demande' }).click();
    const form = pageB.getByRole('form', { name: 'Faire une demande' });
    await form.getByLabel('Type de demande').selectOption({ label: 'Intention de messe' });
    await form.getByLabel('Date souhaitée').fill('2027-01-10');
    await form
      .getByLabel('Intention', { exact: true })
      .fill('Pour Honorine Esclangon, décédée en novembre.');
    await form.getByLabel("Offrande réglée à part (à l'accueil ou par chèque)").check();
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    const mine = pageB.getByRole('region', { name: 'Mes demandes' });
    await mine.getByText('Intention de messe').waitFor();
    await mine.getByText('Reçue').waitFor();

    // A finds it among the requests received, confirms it and answers.
    await pageA.goto(`/feed/groups/${groupId}?tab=parish`);
    const received = pageA.getByRole('region', { name: 'Demandes reçues' });
    await received.getByText(`Demandée par ${b.name}`, { exact: false }).waitFor();
    await received.getByRole('button', { name: /^Voir la demande/ }).click();
    await pageA.getByRole('heading', { name: /Intention de messe/ }).waitFor();
    await pageA.getByText('Pour Honorine Esclangon, décédée en novembre.').waitFor();
    await pageA.getByLabel('Changer le statut').selectOption({ label: 'Confirmée' });
    await pageA.getByRole('heading', { name: /Confirmée/ }).waitFor();
    await pageA
      .getByLabel('Votre message')
      .fill('Elle sera dite le dimanche 10 janvier à 10 h 30.');
    await pageA.getByRole('button', { name: 'Envoyer le message' }).click();
    await pageA.getByText('Elle sera dite le dimanche 10 janvier à 10 h 30.').waitFor();

    // B sees it confirmed, with the answer.
    await pageB.reload();
    await pageB.getByRole('region', { name: 'Mes demandes' }).getByText('Confirmée').waitFor();
    await pageB
      .getByRole('region', { name: 'Mes demandes' })
      .getByRole('button', { name: /^Voir la demande/ })
      .click();
    await pageB.getByText('Elle sera dite le dimanche 10 janvier à 10 h 30.').waitFor();

    // A third party, a guest, reads the schedule but not the requests.
    const guestSchedule = await pageB.request.fetch(`${baseUrl}/api/groups/${groupId}/schedule/`);
    expect(guestSchedule.status()).toBe(200);
    const guestRequests = await pageB.request.fetch(`${baseUrl}/api/groups/${groupId}/requests/`);
    expect(guestRequests.status()).toBe(401);
    await contextA.close();
    await contextB.close();
  });
});
