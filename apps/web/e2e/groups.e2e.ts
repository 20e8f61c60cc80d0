// Two members, two browsers, groups and pages: A creates a group joined on request;
// B finds it without accents and asks with a message; A sees the request arrive live and
// accepts; B publishes in the group and A finds it in her home feed, labelled with the group.
// Then A creates a community page at /feed/create-page, B follows it, and the page's
// publication reaches B's home feed with the page's name as its author.
// Their names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
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

/** The card of the publication whose text is `text`. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The id at the end of /feed/groups/{id}, once the page is there. */
async function groupIdOf(page: Page): Promise<string> {
  await page.waitForURL(/\/feed\/groups\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe('groups and pages between two members', () => {
  it('a request group: asked with a message, accepted live, its publication in the home feed', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Philomène', 'Garrigues');
    const b = await newcomer(pageB.request, 'Evariste', 'Lhermitte');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const name = `Chorale des Pénitents ${Date.now() % 100000}`;

    // A creates a private group joined on request, and lands on it as its owner.
    await pageA.goto('/feed/groups');
    await pageA.getByRole('button', { name: 'Créer un groupe' }).click();
    const form = pageA.getByRole('dialog', { name: 'Créer un groupe' });
    await form.getByLabel('Nom du groupe').fill(name);
    await form.getByLabel('Description').fill('Nous chantons les vêpres le dimanche soir.');
    await form.getByRole('radio', { name: /^Privé/ }).check();
    await form.getByRole('radio', { name: /^Sur demande/ }).check();
    await form.getByRole('button', { name: 'Créer le groupe' }).click();
    const groupId = await groupIdOf(pageA);
    await pageA.getByRole('heading', { level: 1, name }).waitFor();
    await pageA
      .getByRole('navigation', { name: 'Sections du groupe' })
      .getByRole('link', { name: 'Paramètres' })
      .waitFor();
    await gotoWithSocket(pageA, `/feed/groups/${groupId}`, '/ws/notifications/');
    await pageA.getByRole('heading', { level: 1, name }).waitFor();

    // B finds it in 'Découvrir' typing without accents; its feed is closed to him.
    await pageB.goto('/feed/groups?tab=discover');
    // The list answered for the words, before a click: the unfiltered list shows the group too,
    // and its re-render under the pointer once the answer came could swallow the click.
    const searched = pageB.waitForResponse(
      (response) =>
        response.url().includes('/api/groups/') && response.url().includes('search=chorale'),
    );
    await pageB.getByLabel('Rechercher un groupe ou une page').fill('chorale des penitents');
    await searched;
    await pageB.getByRole('article', { name }).getByRole('link', { name }).click();
    expect(await groupIdOf(pageB)).toBe(groupId);
    await pageB.getByRole('heading', { name: "Vous n'êtes pas membre de ce groupe." }).waitFor();

    // B asks to join, with a message.
    await pageB.getByRole('button', { name: 'Demander à rejoindre' }).first().click();
    const ask = pageB.getByRole('dialog', { name: `Demander à rejoindre « ${name} »` });
    await ask.getByLabel('Votre message (facultatif)').fill('Je chante ténor depuis dix ans.');
    await ask.getByRole('button', { name: 'Envoyer la demande' }).click();
    await pageB.getByText('Demande envoyée').first().waitFor();
    await gotoWithSocket(pageB, `/feed/groups/${groupId}`, '/ws/notifications/');
    await pageB.getByRole('button', { name: 'Annuler la demande' }).first().waitFor();

    // A hears of it live: the toast, and the count on the 'Demandes' tab, without reloading.
    await pageA
      .getByText(`Nouvelle notification : ${b.name} demande à rejoindre « ${name} ».`)
      .first()
      .waitFor();
    await pageA.getByRole('link', { name: 'Demandes 1 en attente' }).click();
    await pageA.getByText('Je chante ténor depuis dix ans.').waitFor();
    await pageA.getByRole('button', { name: `Accepter la demande de ${b.name}` }).click();
    await pageA.getByText('Aucune demande en attente : tout le monde a eu sa réponse.').waitFor();

    // B is told, and the group opens to him: he publishes in it.
    await pageB
      .getByText(`a accepté votre demande : bienvenue dans « ${name} » !`)
      .first()
      .waitFor();
    const text = 'Qui apporte les partitions du Magnificat dimanche ?';
    await pageB.getByLabel(`Écrire dans « ${name} »…`).fill(text);
    await pageB.getByRole('button', { name: 'Publier', exact: true }).click();
    await card(pageB, text).waitFor();

    // A finds it in her home feed, labelled with the group, which it links to.
    await pageA.goto('/feed/home');
    const onA = pageA.getByRole('article', { name: `${b.name} dans « ${name} »` });
    await onA.getByText(text).waitFor();
    await onA.getByRole('link', { name: `« ${name} »` }).click();
    await pageA.waitForURL(`**/feed/groups/${groupId}`);
    await card(pageA, text).waitFor();

    await contextA.close();
    await contextB.close();
  });

  it("a page created at /feed/create-page is followed, and its publication reaches the follower's feed as the page", async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser, { width: 390 });
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Scholastique', 'Vernhes');
    const b = await newcomer(pageB.request, 'Anselme', 'Rouquayrol');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const name = `Paroisse Sainte-Radegonde ${Date.now() % 100000}`;

    // A creates the page.
    await pageA.goto('/feed/groups');
    await pageA.getByRole('link', { name: 'Créer une page' }).click();
    await pageA.waitForURL('**/feed/create-page');
    await pageA.getByLabel('Nom de la page').fill(name);
    await pageA.getByLabel('Catégorie').selectOption({ label: 'Paroisse' });
    await pageA.getByLabel('Adresse').fill('1 place de l’Église, 86000 Poitiers');
    await pageA.getByLabel('Horaires').fill('Messe le dimanche à 10 h 30');
    await pageA.getByRole('button', { name: 'Créer la page' }).click();
    const pageId = await groupIdOf(pageA);
    await pageA.getByRole('heading', { level: 1, name }).waitFor();

    // B opens it, reads its details and follows it.
    await pageB.goto(`/feed/groups/${pageId}?tab=about`);
    await pageB.getByText('Messe le dimanche à 10 h 30').waitFor();
    await pageB.getByRole('button', { name: 'Suivre', exact: true }).click();
    await pageB.getByRole('button', { name: 'Ne plus suivre' }).waitFor();

    // A publishes as the page.
    const text = 'Horaires d’été : messe à 9 h 30 à partir du 1er juillet.';
    await pageA.getByLabel(`Publier au nom de « ${name} »…`).fill(text);
    await pageA.getByRole('button', { name: 'Publier', exact: true }).click();
    await card(pageA, text).waitFor();

    // B finds it in his home feed with the page as its author, linking to the page.
    await pageB.goto('/feed/home');
    const onB = pageB.getByRole('article', { name });
    await onB.getByText(text).waitFor();
    expect(await onB.getByText(a.name).count()).toBe(0);
    await onB.getByRole('link', { name }).click();
    await pageB.waitForURL(`**/feed/groups/${pageId}`);

    await contextA.close();
    await contextB.close();
  });
});
