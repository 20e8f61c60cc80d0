import type { InputHTMLAttributes, Ref } from 'react';

/** What a field spreads on its input: react-hook-form's register() or plain props. */
export type InputRegistration = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};

/** A field error: react-hook-form's FieldError or a plain message. */
export type FieldErrorLike = { message?: string | undefined } | undefined;
