import fr from './fr.json';

/**
 * Interface texts. French is the interface language.
 *
 * The texts are split by feature (ADR 0001): `fr.json` beside this file holds
 * only what the shell needs (app name and title, common words, theme, error
 * pages) and ships in the entry chunk; each feature keeps its namespace in
 * `<namespace>.fr.json` beside its code and registers it from
 * `<namespace>.texts.ts`, which every module calling `t('<namespace>.…')`
 * imports, so that the texts travel in the feature's lazy chunk and are
 * present before anything of it renders (tests included).
 *
 * Another language is one more JSON file per namespace (and one beside fr.json),
 * listed in `Language` and passed to `addTexts`; the compiler then lists every
 * namespace or key missing from it.
 *
 * Why not i18next: React, react-dom and React Router's data router already
 * weigh 99 KB gzip, and i18next adds 15 KB more, which leaves no room under the
 * 120 KB budget of the landing and sign-in pages (measured: 122-127 KB). This
 * module keeps i18next's call shape (`t('a.b', { name })` with `{{name}}`
 * placeholders, `useTranslation()`) and its resource format (one namespace per
 * file, added like `i18next.addResourceBundle`), so going back to i18next is a
 * change of this one file when the budget allows it.
 */
type Dictionary = { readonly [key: string]: string | Dictionary };

/** The same keys as `T`, any texts: what another language of a namespace must provide. */
type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type Language = 'fr';
export const language: Language = 'fr';

const dictionary: Record<string, string | Dictionary> = { ...fr };

/**
 * Registers a feature's texts under `namespace`, resolved as `t('<namespace>.x.y')`.
 * Call it at the top level of the feature's `<namespace>.texts.ts`; calling it
 * again (hot reload) replaces the namespace.
 */
export function addTexts<T extends Dictionary>(
  namespace: string,
  texts: { readonly fr: T } & { readonly [L in Language]: SameKeys<T> },
): void {
  if (import.meta.env.DEV && namespace in fr) {
    console.warn(`Text namespace ${namespace} is already in the shell's fr.json`);
  }
  dictionary[namespace] = texts[language];
}

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
