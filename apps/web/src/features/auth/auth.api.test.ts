import { describe, expect, it, vi } from 'vitest';
import { authApi, verifyEmailOnce } from './auth.api';

describe('verifyEmailOnce', () => {
  it('spends a verification token with one request, however many times it is asked', async () => {
    const verify = vi
      .spyOn(authApi, 'verify')
      .mockResolvedValue({ detail: 'Adresse confirmée.', session: null });
    // React StrictMode runs the effect twice: both get the first answer.
    const [first, second] = await Promise.all([verifyEmailOnce('tok-1'), verifyEmailOnce('tok-1')]);
    expect(first).toEqual({ detail: 'Adresse confirmée.', session: null });
    expect(second).toBe(first);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ token: 'tok-1' });
  });
});
