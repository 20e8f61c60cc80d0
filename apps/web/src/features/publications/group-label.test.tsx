import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PublicationFeed } from './PublicationFeed';
import { MARIE, ME, MY_PROFILE, PAUL, publication, REACTION_TYPES } from './publications.test-data';

afterEach(() => vi.unstubAllGlobals());

function feedWith(...posts: ReturnType<typeof publication>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        ['GET /api/users/profil/', () => json(MY_PROFILE)],
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        ['GET /api/publications/', () => json({ results: posts, next: null })],
      ]),
    ),
  );
  renderWithProviders(<PublicationFeed meId={ME} />);
}

describe('a publication in a group or a page', () => {
  it('names its group beside the author, with a link to the group, and no audience', async () => {
    feedWith(
      publication({
        author: PAUL,
        audience: 'group',
        group: { id: 'g1', kind: 'GROUP', name: 'Chorale Saint-Jean', logo: null },
      }),
    );
    const card = await screen.findByRole('article', {
      name: 'Paul Martin dans « Chorale Saint-Jean »',
    });
    expect(
      within(card).getByRole('link', { name: '« Chorale Saint-Jean »' }).getAttribute('href'),
    ).toBe('/feed/groups/g1');
    expect(within(card).getByRole('link', { name: 'Paul Martin' }).getAttribute('href')).toBe(
      `/feed/people-profile/${PAUL.id}/feed`,
    );
    expect(within(card).queryByText(/Amis|Public/)).toBeNull();
  });

  it("shows a page's publication with the page as its author", async () => {
    feedWith(
      publication({
        author: PAUL,
        audience: 'group',
        group: {
          id: 'p1',
          kind: 'PAGE',
          name: 'Paroisse Saint-Pierre',
          logo: 'http://localhost/media/logo.webp',
        },
      }),
    );
    const card = await screen.findByRole('article', { name: 'Paroisse Saint-Pierre' });
    expect(
      within(card).getByRole('link', { name: 'Paroisse Saint-Pierre' }).getAttribute('href'),
    ).toBe('/feed/groups/p1');
    expect(within(card).queryByText('Paul Martin')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('http://localhost/media/logo.webp');
  });

  it('offers no audience to choose when editing a publication in a group', async () => {
    feedWith(
      publication({
        author: MARIE,
        audience: 'group',
        group: { id: 'g1', kind: 'GROUP', name: 'Chorale Saint-Jean', logo: null },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Options de la publication' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la publication' });
    expect(within(dialog).getByLabelText('Texte')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Audience')).toBeNull();
  });
});
