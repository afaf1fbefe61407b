import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerStyles from 'sonner/dist/styles.css?url';
import toasterStyles from '../styles/toaster.css?url';
import type { ToastMessage } from './toast';

/**
 * Adds a stylesheet to the page and waits until it applies. The toaster's styles load with it,
 * on the first toast: imported as modules they would become part of every page's render-blocking
 * CSS, where most visits never use them.
 */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load must not swallow the toast: it shows unstyled instead.
    link.addEventListener('load', () => {
      resolve();
    });
    link.addEventListener('error', () => {
      resolve();
    });
    document.head.append(link);
  });
}

/**
 * The kitchen's one toaster, mounted on the first toast. Sonner's defaults are the spec's toast
 * constants (4000 ms, gap 14, width 356, alt+T, swipe 45 px); the product's own toaster shows one
 * toast at a time at the bottom centre (spec §9).
 */
const mounted = Promise.all([loadStylesheet(sonnerStyles), loadStylesheet(toasterStyles)]).then(
  () =>
    new Promise<void>((resolve) => {
      const host = document.createElement('div');
      host.className = 'kitchen-toaster';
      document.body.append(host);
      // Sonner subscribes to new toasts in an effect: toasts sent before that would be lost, so the
      // first one waits for the effect of the element after the toaster (effects run in order).
      createRoot(host).render(
        <>
          <Toaster position="bottom-center" visibleToasts={1} />
          <Mounted onMount={resolve} />
        </>,
      );
    }),
);

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export async function showInToaster({ message, action }: ToastMessage): Promise<void> {
  await mounted;
  toast(message, action ? { action } : {});
}
