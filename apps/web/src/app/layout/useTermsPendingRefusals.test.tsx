import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { testQueryClient } from '@/test/render';
import { useTermsPendingRefusals } from './useTermsPendingRefusals';

function Writer({ error, onRefused }: { error: ApiError; onRefused: () => void }) {
  useTermsPendingRefusals(onRefused);
  const write = useMutation({ mutationFn: () => Promise.reject(error) });
  return (
    <button type="button" onClick={() => write.mutate()}>
      {write.isError ? 'Refusé' : 'Publier'}
    </button>
  );
}

async function refusedWith(error: ApiError) {
  const onRefused = vi.fn();
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <Writer error={error} onRefused={onRefused} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
  await screen.findByRole('button', { name: 'Refusé' });
  view.unmount();
  return onRefused;
}

describe('a write refused by the server’s terms gate', () => {
  it('asks the layout to read the profile again (which then shows the terms page)', async () => {
    const onRefused = await refusedWith(
      new ApiError(403, { error: 'Acceptez d’abord…', code: 'terms_pending' }),
    );
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
  });

  it('does nothing for another refusal', async () => {
    const onRefused = await refusedWith(new ApiError(403, { error: 'Non.', code: 'forbidden' }));
    expect(onRefused).not.toHaveBeenCalled();
  });
});
