import fr from './fr.json';

/**
 * Interface texts. French is the interface language; another language is added
 * by adding a JSON file with the same keys beside fr.json and listing it in
 * `dictionaries`.
 *
 * Why not i18next: React, react-dom and React Router's data router already
 * weigh 99 KB gzip, and i18next adds 15 KB more, which leaves no room under the
 * 120 KB budget of the landing and sign-in pages (measured: 122-127 KB). This
 * module keeps i18next's call shape (`t('a.b', { name })` with `{{name}}`
 * placeholders, `useTranslation()`) and its resource format, so going back to
 * i18next is a change of this one file when the budget allows it.
 */
type Dictionary = { readonly [key: string]: string | Dictionary };

const dictionaries: Record<string, Dictionary> = { fr };
export const language = 'fr';
const dictionary: Dictionary = dictionaries[language] ?? fr;

export type TFunction = (key: string, values?: Record<string, string | number>) => string;

/** The text at `key` (dot path) with its `{{placeholders}}` filled; the key itself when missing. */
export const t: TFunction = (key, values) => {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') {
    if (import.meta.env.DEV) console.warn(`Missing text: ${key}`);
    return key;
  }
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

/** Same shape as react-i18next's hook. The language is fixed at start. */
export function useTranslation(): { t: TFunction } {
  return { t };
}
