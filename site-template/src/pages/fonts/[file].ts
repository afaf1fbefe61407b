import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import { site } from '../../lib/kitchen';
import { themeFontFiles } from '../../lib/theme-fonts.server';

/** The kitchen's font files, copied from their `@fontsource` packages: only those its type theme uses. */
export const getStaticPaths = (() =>
  themeFontFiles(site.typeTheme).map((file) => ({
    params: { file: file.path.slice('/fonts/'.length) },
    props: { source: file.source },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(await readFile((props as { source: string }).source), {
    headers: { 'Content-Type': 'font/woff2' },
  });
