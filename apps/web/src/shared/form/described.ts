import type { FieldErrorLike } from './field-types';

/**
 * The aria attributes of a field with maybe a hint (`${id}-hint`) and an error
 * (`${id}-error`, the `FieldMessage` under it).
 */
export function described(id: string, error: FieldErrorLike, hint = false) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}
