import { z } from 'zod';
import { lineText } from './text.ts';

/**
 * An id in a path (`/post/{id}/`), one schema for every route that takes one. A
 * malformed id is answered 404 by the service, like an unknown one: never a hint.
 */
export const idParamsSchema = z.object({ id: lineText().max(64) });
