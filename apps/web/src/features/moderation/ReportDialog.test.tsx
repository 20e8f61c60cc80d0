import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ReportButton } from './ReportButton';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

let fetchMock: ReturnType<typeof vi.fn>;
function setup(answer: () => Response) {
  fetchMock = vi.fn(fakeApi([['POST /api/moderation/reports/', answer]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReportButton target={{ type: 'comment', id: 'comment-1' }} />);
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Signaler' }));
  return screen.findByRole('dialog', { name: 'Signaler ce contenu' });
}

beforeEach(() => vi.mocked(notify).mockClear());

describe('the report dialog', () => {
  it('offers the five reasons as radio buttons, in the contracts’ order', async () => {
    setup(() => json({}, 201));
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'Motif du signalement' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['inappropriate', 'harassment', 'spam', 'misinformation', 'other']);
    for (const label of [
      'Contenu inapproprié',
      'Harcèlement',
      'Spam ou arnaque',
      'Fausses informations',
      'Autre',
    ])
      expect(within(group).getByRole('radio', { name: label })).toBeTruthy();
    expect(within(dialog).getByLabelText('Commentaire (facultatif)')).toBeTruthy();
  });

  it('asks for a reason and sends nothing without one', async () => {
    setup(() => json({}, 201));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Choisissez un motif de signalement.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the target, the reason and the comment, then thanks in a toast and closes', async () => {
    setup(() =>
      json(
        {
          id: 'r1',
          target_type: 'comment',
          target_id: 'comment-1',
          reason: 'harassment',
          comment: 'Encore',
          created_at: '2026-11-27T06:00:00.000Z',
        },
        201,
      ),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harcèlement' }));
    const reason = within(dialog).getByLabelText('Commentaire (facultatif)');
    fireEvent.change(reason, { target: { value: 'Encore' } });
    // A report's reason is a long form: Enter makes a new line, only the button sends
    // (shared/form/enter-to-send.ts).
    expect(fireEvent.keyDown(reason, { key: 'Enter' })).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Merci, votre signalement a été envoyé aux modérateurs.',
        'success',
      ),
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      target_type: 'comment',
      target_id: 'comment-1',
      reason: 'harassment',
      comment: 'Encore',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s sentence as it comes (a second report: 409)', async () => {
    setup(() =>
      json({ error: 'Vous avez déjà signalé ce contenu.', code: 'already_reported' }, 409),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam ou arnaque' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Vous avez déjà signalé ce contenu.',
    );
    expect(notify).not.toHaveBeenCalled();
  });
});
