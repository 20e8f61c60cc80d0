import { describe, expect, it, vi } from 'vitest';
import { notify, toastsWanted } from './notify';

describe('notify: the toasts come with the first toast (ADR 0011)', () => {
  it('asks the layout for the container at the first toast, once', async () => {
    const listener = vi.fn();
    const stop = toastsWanted.subscribe(listener);
    expect(toastsWanted.get()).toBe(false);
    await notify('Publication créée.', 'success');
    expect(toastsWanted.get()).toBe(true);
    await notify('Commentaire ajouté.', 'success');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
