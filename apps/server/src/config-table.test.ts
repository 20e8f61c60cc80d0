import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';
import { configTableMarkdown } from './config-table.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the README configuration table', () => {
  it('is the table written from config.ts (run `npm run config-table -w apps/server`)', () => {
    const between = readme
      .split('<!-- config-table:start -->')[1]
      ?.split('<!-- config-table:end -->')[0];
    expect(between?.trim()).toBe(configTableMarkdown());
  });

  it('names every variable the issue requires', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    for (const required of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'JWT_SECRET',
      'DEMO_SEED',
    ]) {
      expect(names).toContain(required);
    }
  });
});
