import type { createGroupBodySchema } from '@koinonia/contracts';
import type { z } from 'zod';

/** What the group and page forms hold, and what they hand on once checked. */
export type GroupFormInput = z.input<typeof createGroupBodySchema>;
export type GroupFormValues = z.output<typeof createGroupBodySchema>;
