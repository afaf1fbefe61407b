import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { AccountLayout } from '../account/AccountLayout.tsx';
import { CallbackExpired, SigningIn } from '../auth/CallbackPage.tsx';
import { SignInPage } from '../auth/SignInPage.tsx';
import { SignUpPage } from '../auth/SignUpPage.tsx';
import { BookmarksPage } from '../bookmarks/BookmarksPage.tsx';
import { bookmarksQuery } from '../bookmarks/bookmarks-query.ts';
import { CreatePage } from '../create/CreatePage.tsx';
import { ProfilePage } from '../profile/ProfilePage.tsx';
import { exchangeSignInToken } from '../session/magic-link.ts';
import { homeRedirect, leaveIfSignedIn, requireSignIn } from '../session/require-sign-in.ts';
import { safeNextPath } from '../session/safe-next.ts';
import { ensureCurrentUser, forgetSession, type Session } from '../session/session.ts';
import { SessionProvider } from '../session/use-session.tsx';
import { SubscriptionsPage } from '../subscriptions/SubscriptionsPage.tsx';
import { subscriptionsQuery } from '../subscriptions/subscriptions-query.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import { NotFound, RouteError } from './RouteFallbacks.tsx';
import { RootLayout } from './RootLayout.tsx';

export interface RouterContext {
  session: Session;
}

/** `?next=` of the sign-in pages: kept as given, checked by `safeNextPath` where it is used. */
function nextSearch(search: Record<string, unknown>): { next?: string } {
  return typeof search.next === 'string' ? { next: search.next } : {};
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => homeRedirect(context.session),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: nextSearch,
  beforeLoad: ({ context, search }) => leaveIfSignedIn(context.session, search.next),
  component: SignInPage,
});

/**
 * Where an e-mail's link lands. Only this page's POST spends the token, so a mail scanner
 * fetching the link spends nothing; on success the reader goes on to the `next` the link was
 * asked with, else the page says the link has expired and offers a new one.
 */
const signInCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in/callback',
  validateSearch: (search: Record<string, unknown>): { token?: string; next?: string } => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...nextSearch(search),
  }),
  loaderDeps: ({ search }) => ({ token: search.token, next: search.next }),
  loader: async ({ context, deps }) => {
    const opened = deps.token ? await exchangeSignInToken(context.session, deps.token) : null;
    if (opened) throw redirect({ href: safeNextPath(opened.next, safeNextPath(deps.next)), replace: true });
    // Spec §4: after a refused link the reader is signed out, whoever was signed in before.
    await forgetSession(context.session);
    return { expired: true };
  },
  // The exchange runs once per visit: nothing here is worth refetching on focus or preload.
  staleTime: Infinity,
  pendingMs: 0,
  pendingComponent: SigningIn,
  component: CallbackExpired,
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  validateSearch: nextSearch,
  beforeLoad: ({ context, search }) => leaveIfSignedIn(context.session, search.next),
  component: SignUpPage,
});

const createPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create',
  component: CreatePage,
});

/**
 * Every page for a signed-in reader sits under this route: the account area now, the creator
 * dashboard (`/kitchen/…`) later, beside `accountRoute` with a layout of its own.
 */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context, location }) => requireSignIn(context.session, location),
});

const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: 'account',
  component: AccountLayout,
});

const bookmarksRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/bookmarks',
  loader: ({ context }) =>
    context.session.queryClient.query({ ...bookmarksQuery(context.session), staleTime: 'static' }),
  component: BookmarksPage,
});

const subscriptionsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/subscriptions',
  loader: ({ context }) =>
    context.session.queryClient.query({ ...subscriptionsQuery(context.session), staleTime: 'static' }),
  component: SubscriptionsPage,
});

const profileRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/profile',
  loader: ({ context }) => ensureCurrentUser(context.session),
  component: ProfilePage,
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  signInRoute,
  signInCallbackRoute,
  signUpRoute,
  createPageRoute,
  signedInRoute.addChildren([accountRoute.addChildren([bookmarksRoute, subscriptionsRoute, profileRoute])]),
]);

export function createAppRouter(session: Session, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { session },
    ...(history ? { history } : {}),
    // The query cache decides freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 300,
    scrollRestoration: true,
    Wrap: ({ children }) => <SessionProvider session={session}>{children}</SessionProvider>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
