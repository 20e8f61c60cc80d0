import { DEFAULT_SETTINGS, type OnboardingProgress, type Settings } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_STEP } from '@/shared/api/first-steps';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { WelcomeChecklist } from './WelcomeChecklist';

const settings = (onboarding: Partial<Settings['onboarding']>): Settings => ({
  ...DEFAULT_SETTINGS,
  onboarding: { ...DEFAULT_SETTINGS.onboarding, ...onboarding },
});

const progress = (done: Record<string, number>, dismissed = false): OnboardingProgress => {
  const goals = { photo: 1, bio: 1, groups: 2, invitations: 3, publication: 1 } as const;
  const steps = (Object.keys(goals) as (keyof typeof goals)[]).map((key) => {
    const count = done[key] ?? 0;
    return { key, count, goal: goals[key], done: count >= goals[key] };
  });
  return { steps, done: steps.filter((s) => s.done).length, total: 5, dismissed };
};

function serve(onboarding: Partial<Settings['onboarding']>, answer: OnboardingProgress) {
  const patches: unknown[] = [];
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/users/onboarding/', () => json(answer)],
      [
        'PATCH /api/users/settings/',
        (_url, init) => {
          patches.push(JSON.parse(String(init.body)));
          return json(settings({ ...onboarding, checklist_dismissed: true }));
        },
      ],
      ['GET /api/users/settings/', () => json(settings(onboarding))],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { patches, fetchMock };
}

describe('WelcomeChecklist', () => {
  it('shows the progress and a link to where each step not done is done', async () => {
    serve({ feed_tour_seen: true }, progress({ photo: 1, groups: 1, invitations: 3 }));
    renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    const card = await screen.findByRole('region', { name: 'Bienvenue dans la communauté' });
    expect(within(card).getByText('2 sur 5')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar', { name: 'Premiers pas : 2 sur 5' })
        .getAttribute('aria-valuenow'),
    ).toBe('2');
    const link = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(link('Écrire quelques mots sur vous')).toBe('/profile/about');
    expect(link('Rejoindre deux groupes')).toBe('/feed/groups');
    expect(link('Publier une première publication')).toBe('/feed/home');
    expect(within(card).getByText('1 sur 2')).toBeTruthy();
    // Done steps are ticked, no longer links.
    expect(within(card).queryByRole('link', { name: 'Ajouter une photo de profil' })).toBeNull();
    expect(within(card).getByText('Ajouter une photo de profil')).toBeTruthy();
  });

  it('waits for the feed’s tour to be seen, and does not even ask for its figures', async () => {
    const { fetchMock } = serve({ feed_tour_seen: false }, progress({}));
    renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/settings/'))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/onboarding/'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Bienvenue dans la communauté' })).toBeNull();
  });

  it('is not shown once every step is done, nor when it was hidden', async () => {
    const all = { photo: 1, bio: 1, groups: 2, invitations: 3, publication: 1 };
    const { fetchMock } = serve({ feed_tour_seen: true }, progress(all));
    const first = renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/onboarding/'))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Bienvenue dans la communauté' })).toBeNull();
    first.unmount();

    const dismissed = serve({ feed_tour_seen: true }, progress({}, true));
    renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    await waitFor(() =>
      expect(
        dismissed.fetchMock.mock.calls.some(([url]) => String(url).includes('/onboarding/')),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Bienvenue dans la communauté' })).toBeNull();
  });

  it('asks for its figures again when a first step’s write succeeds elsewhere, after no other', async () => {
    let answer = progress({});
    const { fetchMock } = serve({ feed_tour_seen: true }, progress({}));
    fetchMock.mockImplementation(
      fakeApi([
        ['GET /api/users/onboarding/', () => json(answer)],
        ['GET /api/users/settings/', () => json(settings({ feed_tour_seen: true }))],
      ]),
    );
    const { queryClient } = renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    const card = await screen.findByRole('region', { name: 'Bienvenue dans la communauté' });
    expect(within(card).getByText('0 sur 5')).toBeTruthy();
    answer = progress({ publication: 1 });
    const onboardingCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/onboarding/')).length;
    const before = onboardingCalls();
    // A reaction or a message: not a first step, the figures are not asked for.
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve('aimée') })
      .execute(undefined);
    await queryClient
      .getMutationCache()
      .build(queryClient, { meta: FIRST_STEP, mutationFn: () => Promise.resolve('publiée') })
      .execute(undefined);
    await within(card).findByText('1 sur 5');
    // One ask, the first step's: the other write asked for nothing.
    expect(onboardingCalls()).toBe(before + 1);
  });

  it('hides itself on ‘Masquer’ and keeps it in the settings', async () => {
    const { patches } = serve({ feed_tour_seen: true }, progress({}));
    renderWithProviders(<WelcomeChecklist />, { path: '/feed/home' });
    const card = await screen.findByRole('region', { name: 'Bienvenue dans la communauté' });
    fireEvent.click(within(card).getByRole('button', { name: 'Masquer la liste « Bienvenue »' }));
    expect(screen.queryByRole('region', { name: 'Bienvenue dans la communauté' })).toBeNull();
    await waitFor(() => expect(patches).toEqual([{ onboarding: { checklist_dismissed: true } }]));
  });
});
