/** `./run docs:write`: writes the README's environment tables from scripts/docs/env-variables.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withEnvTables } from './env-variables.ts';

const readme = fileURLToPath(new URL('../../README.md', import.meta.url));
const before = readFileSync(readme, 'utf8');
const after = withEnvTables(before);
writeFileSync(readme, after);
console.log(before === after ? 'README.md: the tables were up to date.' : 'README.md: tables rewritten.');
