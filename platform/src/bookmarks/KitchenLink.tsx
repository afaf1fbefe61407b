import type { ReactNode } from 'react';
import { useSession } from '../session/use-session.tsx';
import { isPlainClick, signedInKitchenUrl } from './kitchen-link.ts';

/**
 * A link to a page on a kitchen's origin. Its address is the plain page (to copy, or open in a new
 * tab); a plain click first asks for a single-use token bound to the kitchen and carries it as
 * `mgk`, so the reader arrives there signed in.
 */
export function KitchenLink({
  href,
  siteSlug,
  className,
  children,
}: {
  href: string;
  siteSlug: string;
  className?: string;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void signedInKitchenUrl(session, href, siteSlug).then((url) => {
          window.location.assign(url);
        });
      }}
    >
      {children}
    </a>
  );
}
