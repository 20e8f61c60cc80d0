/** The class names that are set, space-separated: `classNames('btn', active && 'active')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
