import { createFlag } from '@/shared/store/flag';

/**
 * Whether a newer version of the app waits for the member's 'Recharger' (service-worker.ts sets
 * it). In the entry, alone: the banner that reads it comes in a chunk of its own.
 */
export const updateAvailable = createFlag(false);
