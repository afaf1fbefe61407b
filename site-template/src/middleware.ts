import { defineMiddleware } from 'astro:middleware';
import { markRendering } from 'virtual:larder/snapshot';

/** Records each page as it starts rendering, so a build that dies mid-page can name the page. */
export const onRequest = defineMiddleware((context, next) => {
  markRendering(context.url.pathname);
  return next();
});
