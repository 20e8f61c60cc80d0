import { describe, expect, it, vi } from 'vitest';
import { addTexts, t } from './i18n';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const featureTexts = import.meta.glob<string>('/src/features/**/*.fr.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('i18n', () => {
  it('resolves a registered namespace and fills its placeholders', () => {
    addTexts('testNs', { fr: { greeting: { hello: 'Bonjour, {{name}} !' } } });
    expect(t('testNs.greeting.hello', { name: 'Marie' })).toBe('Bonjour, Marie !');
  });

  it('returns the key of a missing text and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('testNs.nothing.here')).toBe('testNs.nothing.here');
    expect(warn).toHaveBeenCalledWith('Missing text: testNs.nothing.here');
  });

  // A feature's texts are present only once its `<ns>.texts.ts` has run; a
  // module calling t('<ns>.…') imports it, so that it works however it is
  // reached (lazy route, another feature, a component test).
  it('has every module that uses a feature namespace import its texts', () => {
    const namespaces = Object.keys(featureTexts).map((path) => {
      const match = /([^/]+)\.fr\.json$/.exec(path);
      return { name: match?.[1] ?? '', module: path.replace(/\.fr\.json$/, '.texts') };
    });
    const missing: string[] = [];
    for (const [path, code] of Object.entries(sources)) {
      for (const ns of namespaces) {
        if (path.endsWith('.texts.ts')) continue;
        const uses = new RegExp(`['"\`]${ns.name}\\.\\w`).test(code);
        const importsTexts = code.includes(`import '@${ns.module.slice('/src'.length)}';`);
        if (uses && !importsTexts) {
          missing.push(`${path} → ${ns.module}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
