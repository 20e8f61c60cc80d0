import texts from './classic.fr.json';

export { texts };

/** `text` with each `{{name}}` replaced by its value. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** French plurals of a count: the singular for 0 and 1 (CLDR's 'one' in French). */
export const plural = (count: number, one: string, many: string) =>
  fill(count < 2 ? one : many, { count });
