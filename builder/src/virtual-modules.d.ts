/** The manifest Astro gives a server entry (see theme-server-entry.ts). */
declare module 'virtual:astro:manifest' {
  export const manifest: import('astro').SSRManifest;
}
