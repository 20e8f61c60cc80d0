import type { CommentThread } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PublicationFeed } from './PublicationFeed';
import {
  comment,
  JEANNE,
  MARIE,
  ME,
  MY_PROFILE,
  publication,
  REACTION_TYPES,
} from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

type Route = Parameters<typeof fakeApi>[0][number];

const first = comment({ text: 'Quelle belle journée !', replies_count: 1 });
const reply = comment({ author: JEANNE, reply_to: first.id, text: 'Oui, merci Seigneur.' });
const second = comment({ author: MARIE, text: 'Je viendrai aussi.' });
const thread = (base: typeof first, replies = [] as (typeof first)[]): CommentThread => ({
  ...base,
  replies,
});

function feedWith(post = publication(), extra: Route[] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...extra,
      ['GET /api/users/profil/', () => json(MY_PROFILE)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      // Two pages of comments: the cursor of the first brings the second.
      [
        'GET /comments/?limit=100&cursor=page2',
        () => json({ results: [thread(second)], next: null }),
      ],
      ['GET /comments/', () => json({ results: [thread(first, [reply])], next: 'page2' })],
      [`GET /api/publications/post/${post.id}/`, () => json(post)],
      ['GET /api/publications/', () => json({ results: [post], next: null })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PublicationFeed meId={ME} />);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof vi.fn>, method: string, part: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(part) && (init as RequestInit)?.method === method)
    .map(([url, init]) => ({
      url: String(url),
      body: (init as RequestInit).body
        ? (JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>)
        : null,
    }));
}

const commentOf = (name: string) =>
  screen.getByRole('listitem', { name: `Commentaire de ${name}` });

describe('the comments of a publication', () => {
  it("'Voir les 3 commentaires' loads every page, replies under their comment", async () => {
    const post = publication({ comments_count: 3, first_comments: [first] });
    const fetchMock = feedWith(post);
    await screen.findByText('Quelle belle journée !');
    expect(screen.queryByText('Oui, merci Seigneur.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 3 commentaires' }));
    await screen.findByText('Je viendrai aussi.');
    const replies = within(commentOf('Paul Martin')).getByRole('list', { name: 'Réponses' });
    expect(within(replies).getByText('Oui, merci Seigneur.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Voir les/ })).toBeNull();
    expect(sent(fetchMock, 'GET', '/comments/').map((call) => call.url)).toEqual([
      `/api/publications/post/${post.id}/comments/?limit=100`,
      `/api/publications/post/${post.id}/comments/?limit=100&cursor=page2`,
    ]);
  });

  it('a reply to a reply answers the top-level comment, and shows before the server answers', async () => {
    const post = publication({ comments_count: 3, first_comments: [first] });
    let answer: (response: Response) => void = () => {};
    const fetchMock = feedWith(post, [
      ['POST /comments/', () => new Promise<Response>((resolve) => (answer = resolve))],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir les 3 commentaires' }));
    await screen.findByText('Oui, merci Seigneur.');
    fireEvent.click(screen.getByRole('button', { name: 'Répondre à Jeanne Petit' }));
    const field = screen.getByLabelText('Votre réponse à Paul Martin');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Nous prierons pour vous.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));

    const replies = within(commentOf('Paul Martin')).getByRole('list', { name: 'Réponses' });
    await waitFor(() => expect(within(replies).getByText('Nous prierons pour vous.')).toBeTruthy());
    expect(screen.getByText('4 commentaires')).toBeTruthy();
    await waitFor(() => expect(sent(fetchMock, 'POST', '/comments/')).toHaveLength(1));
    expect(sent(fetchMock, 'POST', '/comments/')[0]?.body).toEqual({
      text: 'Nous prierons pour vous.',
      reply_to: first.id,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    answer(json(comment({ author: MARIE, reply_to: first.id }), 201));
  });

  it('edits my own comment in place, and only mine', async () => {
    const mine = comment({ author: MARIE, text: 'Je viendrai.' });
    const post = publication({ comments_count: 2, first_comments: [first, mine] });
    const fetchMock = feedWith(post, [
      ['PATCH /api/publications/comments/', () => json({ ...mine, text: 'Je viendrai avec Luc.' })],
    ]);
    await screen.findByText('Je viendrai.');
    expect(within(commentOf('Paul Martin')).queryByRole('button', { name: /Modifier/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Modifier le commentaire de Marie Dupont' }),
    );
    const field = screen.getByLabelText('Modifier le commentaire') as HTMLTextAreaElement;
    expect(field.value).toBe('Je viendrai.');
    fireEvent.change(field, { target: { value: 'Je viendrai avec Luc.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Je viendrai avec Luc.')).toBeTruthy();
    await waitFor(() => expect(sent(fetchMock, 'PATCH', '/comments/')).toHaveLength(1));
    expect(sent(fetchMock, 'PATCH', '/comments/')[0]).toEqual({
      url: `/api/publications/comments/${mine.id}/`,
      body: { text: 'Je viendrai avec Luc.', image: null },
    });
  });

  it("lets the publication's author delete another's comment after confirming, back with a toast if refused", async () => {
    const post = publication({ author: MARIE, comments_count: 1, first_comments: [first] });
    let refuse: (response: Response) => void = () => {};
    const fetchMock = feedWith(post, [
      [
        'DELETE /api/publications/comments/',
        () => new Promise<Response>((resolve) => (refuse = resolve)),
      ],
    ]);
    await screen.findByText('Quelle belle journée !');
    expect(within(commentOf('Paul Martin')).queryByRole('button', { name: /Modifier/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Supprimer le commentaire de Paul Martin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le commentaire ?' });
    expect(within(dialog).getByText(/ses réponses seront supprimés/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Quelle belle journée !')).toBeNull());
    expect(screen.getByText('0 commentaire')).toBeTruthy();
    expect(sent(fetchMock, 'DELETE', '/comments/')[0]?.url).toBe(
      `/api/publications/comments/${first.id}/`,
    );
    refuse(json({ error: 'Commentaire introuvable.', code: 'not_found' }, 404));
    expect(await screen.findByText('Quelle belle journée !')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Commentaire introuvable.', 'error');
  });

  it("offers no delete on another's comment of another's publication", async () => {
    feedWith(publication({ comments_count: 1, first_comments: [first] }));
    await screen.findByText('Quelle belle journée !');
    expect(screen.queryByRole('button', { name: /Supprimer le commentaire/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Répondre à Paul Martin' })).toBeTruthy();
  });
});

describe('Enter in a comment (shared/form/enter-to-send.ts)', () => {
  it('sends the comment; Shift+Enter makes a new line', async () => {
    const fetchMock = feedWith(publication(), [
      ['POST /comments/', () => json(comment({ author: MARIE }), 201)],
    ]);
    await screen.findByText('Bonne semaine à tous !');
    const box = screen.getByLabelText('Écrire un commentaire');
    fireEvent.change(box, { target: { value: 'Amen' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Commenter' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(sent(fetchMock, 'POST', '/comments/')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent(fetchMock, 'POST', '/comments/')).toHaveLength(1));
    expect(sent(fetchMock, 'POST', '/comments/')[0]?.body).toMatchObject({ text: 'Amen' });
  });
});

describe('an image on a comment', () => {
  it('is uploaded to the image host first, then sent with the text', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:repas');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = feedWith(publication(), [
      [
        'POST /api/media/upload/',
        () =>
          json({
            secure_url: 'http://localhost/media/repas.webp',
            public_id: 'repas',
            resource_type: 'image',
            format: 'webp',
            width: 640,
            height: 480,
            bytes: 2048,
          }),
      ],
      ['POST /comments/', () => json(comment({ author: MARIE }), 201)],
    ]);
    await screen.findByText('Bonne semaine à tous !');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    Object.defineProperty(input, 'files', {
      value: [new File([new Uint8Array(64)], 'repas.png', { type: 'image/png' })],
    });
    fireEvent.change(input);
    expect(screen.getByRole('img', { name: "Aperçu de l'image jointe" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Écrire un commentaire'), {
      target: { value: 'Le repas' },
    });
    // The form waits for the member's profile (the comment shows under their name at once).
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Commenter' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/comments/')).toHaveLength(1));
    const upload = fetchMock.mock.calls.find(([url]) => String(url).includes('/media/upload/'));
    expect(((upload?.[1] as RequestInit).body as FormData).get('resource_type')).toBe('image');
    expect(sent(fetchMock, 'POST', '/comments/')[0]?.body).toEqual({
      text: 'Le repas',
      image: 'http://localhost/media/repas.webp',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('reacting to a comment', () => {
  it('counts at once, then rolls back with the French error in a toast', async () => {
    const liked = comment({ reactions: { counts: { jaime: 1 }, total: 1, mine: null } });
    let refuse: (response: Response) => void = () => {};
    const fetchMock = feedWith(publication({ comments_count: 1, first_comments: [liked] }), [
      [
        'POST /api/publications/comments/',
        () => new Promise<Response>((resolve) => (refuse = resolve)),
      ],
    ]);
    const item = await screen.findByRole('listitem', { name: 'Commentaire de Paul Martin' });
    const toggle = () =>
      within(item).getByRole('button', {
        name: /\(réactions au commentaire de Paul Martin\)$/,
      });
    const jaime = () => screen.getByRole('menuitemradio', { name: /J'aime/ });
    await waitFor(() =>
      expect(within(item).getByText("J'aime 1", { selector: 'span' })).toBeTruthy(),
    );
    expect(toggle().textContent).toMatch(/^Réagir/);
    fireEvent.click(toggle());
    expect(jaime().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(jaime());
    await waitFor(() => expect(toggle().textContent).toMatch(/^J'aime/));
    expect(within(item).getByText("J'aime 2", { selector: 'span' })).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/react/')[0]).toEqual({
      url: `/api/publications/comments/${liked.id}/react/`,
      body: { kind: 'jaime' },
    });
    refuse(json({ error: 'Réaction inconnue.', code: 'invalid' }, 400));
    await waitFor(() => expect(toggle().textContent).toMatch(/^Réagir/));
    expect(within(item).getByText("J'aime 1", { selector: 'span' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Réaction inconnue.', 'error');
  });

  it('removes my reaction with DELETE and keeps the answer', async () => {
    const mine = comment({ reactions: { counts: { priere: 1 }, total: 1, mine: 'priere' } });
    const fetchMock = feedWith(publication({ comments_count: 1, first_comments: [mine] }), [
      ['DELETE /react/', () => json({ ...mine, reactions: { counts: {}, total: 0, mine: null } })],
    ]);
    const item = await screen.findByRole('listitem', { name: 'Commentaire de Paul Martin' });
    const toggle = await within(item).findByRole('button', { name: /^Je prie pour toi/ });
    fireEvent.click(toggle);
    const priere = screen.getByRole('menuitemradio', { name: /Je prie/ });
    expect(priere.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(priere);
    await waitFor(() => expect(toggle.textContent).toMatch(/^Réagir/));
    expect(sent(fetchMock, 'DELETE', '/react/')[0]?.url).toBe(
      `/api/publications/comments/${mine.id}/react/`,
    );
    expect(notify).not.toHaveBeenCalled();
  });
});
