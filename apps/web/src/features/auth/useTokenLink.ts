import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';

export type TokenLinkState<T = unknown> =
  { status: 'pending' } | { status: 'success'; answer: T } | { status: 'error'; message: string };

/**
 * The page behind a mailed link (`?token=…`): spends the token on arrival and says how it
 * went. `spend` must share one request per token (auth.api's `…Once`), so that StrictMode's
 * second effect run gets the same answer instead of spending the token twice.
 */
export function useTokenLink<T>(
  token: string | null,
  spend: (token: string) => Promise<T>,
  missingMessage: string,
): TokenLinkState<T> {
  const [state, setState] = useState<TokenLinkState<T>>(
    token ? { status: 'pending' } : { status: 'error', message: missingMessage },
  );
  useEffect(() => {
    if (!token) return;
    let active = true;
    spend(token).then(
      (answer) => active && setState({ status: 'success', answer }),
      (error: unknown) => active && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [token, spend]);
  return state;
}
