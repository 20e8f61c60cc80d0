/** The README's configuration table, written from CONFIG_VARIABLES so the two cannot drift. */
import { CONFIG_VARIABLES } from './config-variables.ts';

export function configTableMarkdown(): string {
  const rows = CONFIG_VARIABLES.map(
    (variable) => `| \`${variable.name}\` | ${variable.default} | ${variable.description} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
