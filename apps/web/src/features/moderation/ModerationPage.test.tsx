import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ModerationPage } from './ModerationPage';
import { moderationFeature } from './moderation.feature';
import { MARIE, moderationCase } from './moderation.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

let fetchMock: ReturnType<typeof vi.fn>;
let openCases = [moderationCase()];

function setup(extra: [string, (url: string, init: RequestInit) => Response][] = []) {
  fetchMock = vi.fn(
    fakeApi([
      ...extra,
      ['GET /api/moderation/cases/?status=open', () => json({ results: openCases })],
      [
        'GET /api/moderation/cases/?status=closed',
        () =>
          json({
            results: [
              moderationCase({ id: 'case-0', status: 'closed', excerpt: 'Un ancien dossier' }),
            ],
          }),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<ModerationPage />, { path: '/admin/moderation' });
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body ?? '{}'))]);

beforeEach(() => {
  openCases = [moderationCase()];
});

describe('the moderation queue', () => {
  it('shows a case: the item, its context, the reports with their reasons and comments', async () => {
    setup();
    const card = await screen.findByRole('article', { name: /Commentaire · Sœur Hélène Durand/ });
    expect(within(card).getByText('Un commentaire déplacé')).toBeTruthy();
    expect(within(card).getByText('Sur la publication : « Sortie au lac »')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Voir en place' })).toHaveProperty(
      'pathname',
      '/feed/publica-details/p-1',
    );
    expect(within(card).getByText('Harcèlement')).toBeTruthy();
    expect(within(card).getByText(/Ce n’est pas la première fois/)).toBeTruthy();
    expect(within(card).getByText('Aucune décision antérieure.')).toBeTruthy();
  });

  it('takes a case, and shows who has it', async () => {
    setup([
      [
        'POST /api/moderation/cases/case-1/take/',
        () => {
          openCases = [moderationCase({ taken_by: MARIE })];
          return json(openCases[0]);
        },
      ],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre en charge' }));
    expect(await screen.findByText('Pris en charge par Sœur Marie Leroy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
  });

  it('requires a reason before deciding, and sends nothing without one', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer la décision' }));
    expect(await screen.findByText('Donnez le motif de la décision.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('hides with a reason', async () => {
    setup([
      [
        'POST /api/moderation/cases/case-1/decision/',
        () => json(moderationCase({ status: 'closed' })),
      ],
    ]);
    fireEvent.change(await screen.findByLabelText('Motif (communiqué à l’auteur)'), {
      target: { value: 'Propos blessants' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        ['/api/moderation/cases/case-1/decision/', { action: 'hide', reason: 'Propos blessants' }],
      ]),
    );
  });

  it('sends a suspension’s duration in days', async () => {
    setup([
      [
        'POST /api/moderation/cases/case-1/decision/',
        () => json(moderationCase({ status: 'closed' })),
      ],
    ]);
    fireEvent.change(await screen.findByLabelText('Décision'), { target: { value: 'suspend' } });
    fireEvent.change(screen.getByLabelText('Durée de la suspension (jours)'), {
      target: { value: '14' },
    });
    fireEvent.change(screen.getByLabelText('Motif (communiqué à l’auteur)'), {
      target: { value: 'Récidive' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        [
          '/api/moderation/cases/case-1/decision/',
          { action: 'suspend', reason: 'Récidive', duration: 14 },
        ],
      ]),
    );
  });

  it('asks before a ban, and bans only once confirmed', async () => {
    setup([
      [
        'POST /api/moderation/cases/case-1/decision/',
        () => json(moderationCase({ status: 'closed' })),
      ],
    ]);
    fireEvent.change(await screen.findByLabelText('Décision'), { target: { value: 'ban' } });
    fireEvent.change(screen.getByLabelText('Motif (communiqué à l’auteur)'), {
      target: { value: 'Arnaques répétées' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la décision' });
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bannir' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        ['/api/moderation/cases/case-1/decision/', { action: 'ban', reason: 'Arnaques répétées' }],
      ]),
    );
  });

  it('loads again when the socket says a case opened or changed', async () => {
    const { queryClient } = setup();
    await screen.findByText('Un commentaire déplacé');
    openCases = [
      moderationCase(),
      moderationCase({ id: 'case-2', excerpt: 'Une publication signalée' }),
    ];
    moderationFeature.socketFrames?.moderation_case?.(
      { type: 'moderation_case', case_id: 'case-2', status: 'open' },
      queryClient,
    );
    expect(await screen.findByText('Une publication signalée')).toBeTruthy();
  });

  it('says so to a member the server refuses (403), without tabs', async () => {
    fetchMock = vi.fn(
      fakeApi([
        [
          'GET /api/moderation/cases/',
          () => json({ error: 'Réservé aux modérateurs.', code: 'forbidden' }, 403),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ModerationPage />, { path: '/admin/moderation' });
    expect(await screen.findByText('Cette page est réservée aux modérateurs.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Dossiers par état' })).toBeNull();
  });

  it('lists the closed cases under ‘Fermés’', async () => {
    setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Fermés' }));
    expect(await screen.findByText('Un ancien dossier')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer la décision' })).toBeNull();
  });

  it('answers a review request: keep or undo, with a reason, on the review route', async () => {
    openCases = [
      moderationCase({
        hidden: true,
        review: {
          id: 'rv1',
          decision_id: 'd1',
          text: 'Je ne comprends pas',
          created_at: '2026-11-27T07:00:00.000Z',
          decided_at: null,
        },
      }),
    ];
    setup([
      [
        'POST /api/moderation/cases/case-1/review/decision/',
        () => json(moderationCase({ status: 'closed' })),
      ],
    ]);
    expect(await screen.findByText('Demande de réexamen : Je ne comprends pas')).toBeTruthy();
    expect(screen.queryByLabelText('Décision')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Annuler la décision' }));
    fireEvent.change(screen.getByLabelText('Motif (communiqué à l’auteur)'), {
      target: { value: 'Erreur de notre part' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        [
          '/api/moderation/cases/case-1/review/decision/',
          { outcome: 'reversed', reason: 'Erreur de notre part' },
        ],
      ]),
    );
  });
});
