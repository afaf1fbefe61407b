import { redirect } from '@tanstack/react-router';
import type { UserProfile } from '@larder/shared/schemas/user';
import { safeNextPath } from './safe-next.ts';
import { ensureCurrentUser, type Session } from './session.ts';

/**
 * Guard of every page that needs a signed-in reader: a visitor is sent to `/sign-in` with the
 * page they asked for as `next`, to come back to after signing in.
 */
export async function requireSignIn(
  session: Session,
  location: { href: string },
): Promise<{ currentUser: UserProfile }> {
  const currentUser = await ensureCurrentUser(session);
  if (!currentUser) throw redirect({ to: '/sign-in', search: { next: location.href }, replace: true });
  return { currentUser };
}

/** Guard of the sign-in and sign-up pages: a signed-in reader goes on to `next`, or to `/`. */
export async function leaveIfSignedIn(session: Session, next: string | undefined): Promise<void> {
  if (await ensureCurrentUser(session)) throw redirect({ href: safeNextPath(next), replace: true });
}

/** `/`: the bookmarks for a signed-in reader, else the sign-in page. */
export async function homeRedirect(session: Session): Promise<never> {
  throw redirect({ to: (await ensureCurrentUser(session)) ? '/bookmarks' : '/sign-in', replace: true });
}
