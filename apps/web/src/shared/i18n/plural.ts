import { t as translate, type TFunction } from './i18n';

const plural = new Intl.PluralRules('fr-FR');

/** Whether French writes `count` in the singular: 0 and 1 (UI.md: real plurals). */
export const isSingular = (count: number): boolean => plural.select(count) === 'one';

/**
 * The text `${key}One` or `${key}Many` for `count`, with `count` and `values` in it:
 * '0 participant', '1 participant', '12 participants'. `tr`: another translation function
 * (a component's, from useTranslation).
 */
export function counted(
  count: number,
  key: string,
  values: Record<string, string | number> = {},
  tr: TFunction = translate,
): string {
  return tr(`${key}${isSingular(count) ? 'One' : 'Many'}`, { ...values, count });
}
