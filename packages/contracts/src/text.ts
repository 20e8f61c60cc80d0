/**
 * Text that members type. PostgreSQL refuses NUL in text (a 500, until this check), and other C0
 * control characters have no place in a name or a post: every text input of the API refuses
 * them with a French field error (docs/security.md, Input, errors and logs). Multi-line texts
 * keep tab, line feed and carriage return.
 */
import { z } from 'zod';

export const CONTROL_CHARACTER_ERROR = 'Ce champ contient des caractères non autorisés.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- tab, LF and CR stay allowed in multi-line text
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when the value holds a control character that this kind of text refuses. */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value);
}

/** A one-line text input (names, types, identifiers, links, search words). */
export const lineText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacter(value), { error: CONTROL_CHARACTER_ERROR });

/** A multi-line text input (publications, comments, messages, bio). */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacter(value, true), { error: CONTROL_CHARACTER_ERROR });
