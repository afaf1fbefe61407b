import { kitchenDeployment } from '@larder/shared/sites-config';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from './env.ts';
import { loadSitesConfig } from './sites-config.server.ts';

/** The repository's sites.config.ts, loaded afresh (a copy: imports are cached by address). */
async function loadWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const dir = mkdtempSync(join(repoRoot, '.sites-config-test-'));
  try {
    const copy = join(dir, 'sites.config.ts');
    copyFileSync(resolve(repoRoot, 'sites.config.ts'), copy);
    return await loadSitesConfig(copy);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the kitchens’ origins of sites.config.ts', () => {
  it('are on the demo’s sites port: setting only LARDER_SITES_PORT moves canonical URLs and sign-in links with it', async () => {
    const config = await loadWith({ LARDER_SITE_ORIGIN_TEMPLATE: undefined, LARDER_SITES_PORT: '5077' });
    expect(kitchenDeployment(config, 'family-table').origin).toBe('http://family-table.localhost:5077');
  });

  it('are on 4321 when nothing is set, and follow an explicit template whatever the port', async () => {
    const defaults = await loadWith({ LARDER_SITE_ORIGIN_TEMPLATE: undefined, LARDER_SITES_PORT: undefined });
    expect(kitchenDeployment(defaults, 'ember-and-salt').origin).toBe('http://ember-and-salt.localhost:4321');
    const hosted = await loadWith({
      LARDER_SITE_ORIGIN_TEMPLATE: 'https://{slug}.kitchens.example.com',
      LARDER_SITES_PORT: '5077',
    });
    expect(kitchenDeployment(hosted, 'ember-and-salt').origin).toBe(
      'https://ember-and-salt.kitchens.example.com',
    );
  });
});
