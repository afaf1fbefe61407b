import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA_NAMES } from './api/src/env.ts';
import {
  CONFIGURATION,
  DEVELOPMENT,
  INTERNAL,
  unaligned,
  withEnvTables,
} from './scripts/docs/env-variables.ts';

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
const documented = [...CONFIGURATION, ...DEVELOPMENT].map((variable) => variable.name);

/** Every `LARDER_*` name written anywhere in the project's tracked source. */
function namesInSource(): string[] {
  const found = execFileSync(
    'git',
    [
      'grep',
      '-ohE',
      'LARDER_[A-Z0-9_]+',
      '--',
      '*.ts',
      '*.tsx',
      '*.astro',
      '*.js',
      '*.mjs',
      'run',
      '.ci/run',
    ],
    { cwd: new URL('.', import.meta.url), encoding: 'utf8' },
  );
  return [...new Set(found.split('\n').filter(Boolean))].sort();
}

describe('the README’s tables of variables', () => {
  it('are the ones written from scripts/docs/env-variables.ts (./run docs:write rewrites them)', () => {
    expect(unaligned(withEnvTables(readme))).toBe(unaligned(readme));
  });

  it('document every variable the API’s environment schema reads', () => {
    expect(ENV_SCHEMA_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('document every LARDER_ variable the code reads, or list it as Larder’s own', () => {
    const known = new Set([...documented, ...INTERNAL]);
    expect(namesInSource().filter((name) => !known.has(name))).toEqual([]);
  });

  it('list each variable once', () => {
    expect(new Set(documented).size).toBe(documented.length);
  });
});
