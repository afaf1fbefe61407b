import { useEffect, type ReactNode } from 'react';

/**
 * A page's heading, and the document title with it. After a client-side navigation the layout
 * moves focus here (it takes focus but is not in the tab order), so screen readers announce it.
 */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Larder`;
  }, [title]);
  return (
    <h1 className="page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
