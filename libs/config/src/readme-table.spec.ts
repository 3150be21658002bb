import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONFIG_VARIABLES, configSchema } from './config.schema';

/** The README's configuration table must list exactly the variables the schema reads. */
describe('README configuration table', () => {
  const readme = readFileSync(resolve(__dirname, '../../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([A-Z_]+)` \| (.+?) \| (.+?) \|$/gm)].map((m) => ({
    name: m[1]!,
    default: m[2]!,
    meaning: m[3]!,
  }));

  it('has one row per variable, in the schema order', () => {
    expect(rows.map((r) => r.name)).toEqual(CONFIG_VARIABLES.map((v) => v.name));
  });

  it('documents every key of the schema', () => {
    expect([...CONFIG_VARIABLES.map((v) => v.name)].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('shows each documented default and meaning', () => {
    for (const variable of CONFIG_VARIABLES) {
      const row = rows.find((r) => r.name === variable.name)!;
      expect(row.default.replace(/^`(.*)`$/, '$1')).toBe(variable.default);
      expect(row.meaning).toBe(variable.meaning);
    }
  });
});
