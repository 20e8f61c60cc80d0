/** What a file-type check needs of a file: its name and its declared mime type. */
export interface FileLike {
  name: string;
  type: string;
}

/**
 * The file-type check of spec §5: `accept` lists extensions ('.png'), mime types
 * ('image/png') or wildcard types ('image/*'), as an array or a comma-separated
 * string like an input's accept attribute. No filter accepts everything.
 */
export function acceptsFile(
  file: FileLike,
  accept: string | readonly string[] | undefined,
): boolean {
  const rules = (typeof accept === 'string' ? accept.split(',') : (accept ?? []))
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const baseType = type.replace(/\/.*$/, '');
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return baseType !== '' && baseType === rule.slice(0, -2);
    return type === rule;
  });
}

/** The accept filter as people read it: 'image/*, .pdf'. */
export function describeAccept(accept: string | readonly string[]): string {
  return (typeof accept === 'string' ? accept.split(',') : [...accept])
    .map((rule) => rule.trim())
    .filter(Boolean)
    .join(', ');
}
