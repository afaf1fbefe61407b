/**
 * Compiles the site template into a theme build (`theme-compile.ts <outDir>`): Astro's server
 * output through the in-repo adapter. Run by `ensureThemeBuild` in a process of its own, with
 * NODE_ENV=production whatever its caller's (a test runner's `test` would otherwise give the
 * islands React's development build, and a theme is shared by every later build), and Astro's
 * and Vite's state left behind with the process. Exits if its parent goes away.
 */
import { build } from 'astro';
import { snapshotPlugin } from './snapshot-plugin.ts';
import { themeAdapter } from './theme-adapter.ts';
import { siteTemplateRoot } from './theme-paths.ts';

export async function compileTheme(outDir: string): Promise<void> {
  await build({
    root: siteTemplateRoot,
    outDir,
    output: 'server',
    adapter: themeAdapter(),
    // At 'warn' Astro says, for every page with getStaticPaths(), that a server build ignores
    // it: the renderer calls them itself (see theme-server-entry.ts).
    logLevel: 'error',
    vite: { plugins: [snapshotPlugin()] },
  });
}

if (import.meta.main) {
  process.on('disconnect', () => {
    process.exit(1);
  });
  const outDir = process.argv[2];
  if (!outDir) throw new Error('Usage: theme-compile.ts <outDir>');
  process.env.NODE_ENV = 'production';
  // Astro writes a key for server islands' props into the bundle, a new random one each build.
  // The template has no server islands, so it encrypts nothing; a fixed one makes two builds of
  // the same template the same bytes, which is what a theme build is known by (ThemeBuild.hash).
  process.env.ASTRO_KEY ??= Buffer.alloc(32).toString('base64');
  await compileTheme(outDir);
  process.exit(0);
}
