import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepOverFetches } from './keep-over-fetches';
import { publicationsKeys } from './publications.queries';

describe('keepOverFetches', () => {
  it('writes the change again when a fetch that started before it answers, not at our own writes', async () => {
    const queryClient = new QueryClient();
    const key = publicationsKeys.feed();
    queryClient.setQueryData(key, { mine: null as string | null });
    // A fetch in flight that will answer what it read before the tap.
    let answer: (value: { mine: string | null }) => void = () => undefined;
    const fetching = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<{ mine: string | null }>((resolve) => (answer = resolve)),
    });
    const write = (mine: string | null) => () => queryClient.setQueryData(key, { mine });

    keepOverFetches(queryClient, write('amen'));
    // A second write of ours while the fetch runs: a 'success' of the cache, not the fetch's.
    keepOverFetches(queryClient, write(null));
    keepOverFetches(queryClient, write('amen'));
    expect(queryClient.getQueryData(key)).toEqual({ mine: 'amen' });

    answer({ mine: null });
    await fetching;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryData(key)).toEqual({ mine: 'amen' });
  });
});
