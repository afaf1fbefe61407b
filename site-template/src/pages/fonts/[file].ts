import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import { site } from '../../lib/kitchen';
import { themeFontFiles } from '../../lib/theme-fonts.server';

const fontFile = (file: { path: string }) => file.path.slice('/fonts/'.length);

/** The kitchen's font files, copied from their `@fontsource` packages: only those its type theme uses. */
export const getStaticPaths = (() =>
  themeFontFiles(site.typeTheme).map((file) => ({
    params: { file: fontFile(file) },
  }))) satisfies GetStaticPaths;

/** The file looked up as it is written, from the kitchen's type theme (what it depends on). */
export const GET: APIRoute = async ({ params }) => {
  const file = themeFontFiles(site.typeTheme).find((candidate) => fontFile(candidate) === params.file);
  if (!file) throw new Error(`No font file ${params.file} in this kitchen's type theme.`);
  return new Response(await readFile(file.source), { headers: { 'Content-Type': 'font/woff2' } });
};
