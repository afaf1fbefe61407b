import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { AccountLayout } from '../account/AccountLayout.tsx';
import { CallbackExpired, SigningIn } from '../auth/CallbackPage.tsx';
import { SignInPage } from '../auth/SignInPage.tsx';
import { SignUpPage } from '../auth/SignUpPage.tsx';
import { BookmarksPage } from '../bookmarks/BookmarksPage.tsx';
import { bookmarksQuery } from '../bookmarks/bookmarks-query.ts';
import { ProfilePage } from '../profile/ProfilePage.tsx';
import { subscribersSearch } from '../subscribers/subscribers-search.ts';
import {
  RECIPE_FILTERS,
  RECIPE_SORTS,
  type RecipeFilter,
  type RecipeSort,
} from '../recipes/recipe-list-search.ts';
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

/** `/create` is open to visitors too: they are offered an account first. */
const createPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create',
  // The current user decides what the page shows; fetched before it renders.
  loader: ({ context }) => ensureCurrentUser(context.session),
  component: lazyRouteComponent(() => import('../kitchen/CreateKitchenPage.tsx'), 'CreateKitchenPage'),
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

/*
 * The creator dashboard. Each screen is its own chunk, loaded when first opened, so the account
 * pages never load the dashboard's code (nor the recipe editor's); the loaders import their
 * queries (and the manage API's contracts) when they first run, for the same reason.
 */
const kitchensQueries = () => import('../kitchen/kitchens-query.ts');
const recipesQueries = () => import('../recipes/recipes-query.ts');
const collectionsQueries = () => import('../collections/collections-query.ts');

const kitchensRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/kitchen',
  loader: async ({ context }) => {
    const { kitchensQuery } = await kitchensQueries();
    await context.session.queryClient.query({ ...kitchensQuery(context.session), staleTime: 'static' });
  },
  component: lazyRouteComponent(() => import('../kitchen/KitchensPage.tsx'), 'KitchensPage'),
});

const kitchenRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/kitchen/$siteSlug',
  validateSearch: (search: Record<string, unknown>): { created?: boolean } =>
    search.created === true || search.created === 'true' ? { created: true } : {},
  // Another kitchen's dashboard is not found, as the API answers its calls (404).
  loader: async ({ context, params }) => {
    const { kitchensQuery } = await kitchensQueries();
    const kitchens = await context.session.queryClient.query({
      ...kitchensQuery(context.session),
      staleTime: 'static',
    });
    if (!kitchens.some((kitchen) => kitchen.slug === params.siteSlug)) throw notFound();
  },
  component: lazyRouteComponent(() => import('../kitchen/KitchenLayout.tsx'), 'KitchenLayout'),
});

const kitchenHomeRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/kitchen/$siteSlug/recipes', params, replace: true });
  },
});

const recipesRoute = createRoute({ getParentRoute: () => kitchenRoute, path: 'recipes' });

/** The recipe list's search, filter and sort, in the address so a reload or a shared link keeps them. */
interface RecipesSearch {
  q?: string;
  status?: RecipeFilter;
  sort?: RecipeSort;
}

const recipesIndexRoute = createRoute({
  getParentRoute: () => recipesRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): RecipesSearch => ({
    ...(typeof search.q === 'string' && search.q ? { q: search.q } : {}),
    ...(search.status !== 'all' && (RECIPE_FILTERS as readonly unknown[]).includes(search.status)
      ? { status: search.status as RecipeFilter }
      : {}),
    ...(search.sort !== 'updated' && (RECIPE_SORTS as readonly unknown[]).includes(search.sort)
      ? { sort: search.sort as RecipeSort }
      : {}),
  }),
  loader: async ({ context, params }) => {
    const { recipesQuery } = await recipesQueries();
    await context.session.queryClient.query({
      ...recipesQuery(context.session, params.siteSlug),
      staleTime: 'static',
    });
  },
  component: lazyRouteComponent(() => import('../recipes/RecipesPage.tsx'), 'RecipesPage'),
});

/** `recipes/new` opens an empty editor; the first save makes the recipe and moves to its id. */
const recipeEditorRoute = createRoute({
  getParentRoute: () => recipesRoute,
  path: '$recipeId',
  /** `imported`: the new recipe opens with what the import dialog read. */
  validateSearch: (search: Record<string, unknown>): { imported?: boolean } =>
    search.imported === true || search.imported === 'true' ? { imported: true } : {},
  loader: async ({ context, params }) => {
    const { queryClient } = context.session;
    const { globalsQuery, recipeQuery } = await recipesQueries();
    await Promise.all([
      queryClient.query(globalsQuery(context.session, params.siteSlug)),
      params.recipeId === 'new'
        ? null
        : queryClient.query(recipeQuery(context.session, params.siteSlug, params.recipeId)),
    ]);
  },
  component: lazyRouteComponent(() => import('../recipes/RecipeEditorPage.tsx'), 'RecipeEditorPage'),
});

const collectionsRoute = createRoute({ getParentRoute: () => kitchenRoute, path: 'collections' });

const collectionsIndexRoute = createRoute({
  getParentRoute: () => collectionsRoute,
  path: '/',
  loader: async ({ context, params }) => {
    const { collectionsQuery } = await collectionsQueries();
    await context.session.queryClient.query({
      ...collectionsQuery(context.session, params.siteSlug),
      staleTime: 'static',
    });
  },
  component: lazyRouteComponent(() => import('../collections/CollectionsPage.tsx'), 'CollectionsPage'),
});

/** `collections/new` opens an empty editor; the first save makes the collection and moves to its id. */
const collectionEditorRoute = createRoute({
  getParentRoute: () => collectionsRoute,
  path: '$collectionId',
  loader: async ({ context, params }) => {
    const { queryClient } = context.session;
    const [{ collectionQuery }, { recipesQuery }] = await Promise.all([
      collectionsQueries(),
      recipesQueries(),
    ]);
    await Promise.all([
      queryClient.query(recipesQuery(context.session, params.siteSlug)),
      params.collectionId === 'new'
        ? null
        : queryClient.query(collectionQuery(context.session, params.siteSlug, params.collectionId)),
    ]);
  },
  component: lazyRouteComponent(
    () => import('../collections/CollectionEditorPage.tsx'),
    'CollectionEditorPage',
  ),
});

/** Searched and filtered by the API, so the page loads its first 50 itself (no loader: nothing to prefetch whole). */
const subscribersRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'subscribers',
  validateSearch: subscribersSearch,
  component: lazyRouteComponent(() => import('../subscribers/SubscribersPage.tsx'), 'SubscribersPage'),
});

/** The kitchen's settings, which the settings, homepage, links and about screens each edit part of. */
async function loadSettings(session: Session, siteSlug: string): Promise<void> {
  const { settingsQuery } = await import('../settings/settings-query.ts');
  await session.queryClient.query(settingsQuery(session, siteSlug));
}

/** The kitchen's settings: every field of `PUT /{siteSlug}/sites` this screen owns, with the preview. */
const settingsRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'settings',
  loader: ({ context, params }) => loadSettings(context.session, params.siteSlug),
  component: lazyRouteComponent(() => import('../settings/SettingsPage.tsx'), 'SettingsPage'),
});

/** The home's featured recipes, reading and blocks (the kitchen's settings, as the settings screen). */
const homepageRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'homepage',
  loader: async ({ context, params }) => {
    const { recipesQuery } = await recipesQueries();
    await Promise.all([
      loadSettings(context.session, params.siteSlug),
      context.session.queryClient.query(recipesQuery(context.session, params.siteSlug)),
    ]);
  },
  component: lazyRouteComponent(() => import('../settings/HomepagePage.tsx'), 'HomepagePage'),
});

/** The links page and products; the about page, events and press (the kitchen's settings). */
const linksRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'links',
  loader: ({ context, params }) => loadSettings(context.session, params.siteSlug),
  component: lazyRouteComponent(() => import('../settings/LinksPage.tsx'), 'LinksPage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'about',
  loader: ({ context, params }) => loadSettings(context.session, params.siteSlug),
  component: lazyRouteComponent(() => import('../settings/AboutPage.tsx'), 'AboutPage'),
});

/** How the kitchen is doing: each card loads its own numbers (decision 033), so there is nothing to prefetch. */
const overviewRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'overview',
  component: lazyRouteComponent(() => import('../overview/OverviewPage.tsx'), 'OverviewPage'),
});

const plansRoute = createRoute({
  getParentRoute: () => kitchenRoute,
  path: 'plans',
  loader: ({ context, params }) => loadSettings(context.session, params.siteSlug),
  component: lazyRouteComponent(() => import('../settings/PlansPage.tsx'), 'PlansPage'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  signInRoute,
  signInCallbackRoute,
  signUpRoute,
  createPageRoute,
  signedInRoute.addChildren([
    accountRoute.addChildren([bookmarksRoute, subscriptionsRoute, profileRoute]),
    kitchensRoute,
    kitchenRoute.addChildren([
      kitchenHomeRoute,
      recipesRoute.addChildren([recipesIndexRoute, recipeEditorRoute]),
      collectionsRoute.addChildren([collectionsIndexRoute, collectionEditorRoute]),
      subscribersRoute,
      settingsRoute,
      homepageRoute,
      linksRoute,
      aboutRoute,
      plansRoute,
      overviewRoute,
    ]),
  ]),
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
