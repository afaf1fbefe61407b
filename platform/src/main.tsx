import './app/zod-without-eval.ts';
import { createApiClient } from '@larder/shared/api/api-client';
import { CONFIG_GLOBAL, readPlatformConfig } from '@larder/shared/hosting/platform-config';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.tsx';
import { storageTokenStore } from './session/auth-token.ts';
import { acceptMagicLink } from './session/magic-link.ts';
import type { Session } from './session/session.ts';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);
try {
  const config = readPlatformConfig((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]);
  const tokens = storageTokenStore(() => window.localStorage);
  const session: Session = {
    api: createApiClient({ apiOrigin: config.apiOrigin, token: () => tokens.read() }),
    tokens,
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    }),
  };
  acceptMagicLink(session, window.location.href, (address) => {
    window.history.replaceState(window.history.state, '', address);
  });
  const router = createAppRouter(session);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <main className="site-main">
      <div className="page narrow">
        <h1 className="page-title">Larder is not set up here yet</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </div>
    </main>,
  );
}
