import { parseSitesConfig, type SitesConfig } from '@larder/shared/sites-config';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { repoRoot } from './env.ts';

/** Loads and validates `sites.config.ts` at the repository root (or the given path). */
export async function loadSitesConfig(path = resolve(repoRoot, 'sites.config.ts')): Promise<SitesConfig> {
  const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  return parseSitesConfig(module.default, path);
}
