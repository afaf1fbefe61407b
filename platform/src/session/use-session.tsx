import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { currentUserQuery, type Session } from './session.ts';

const SessionContext = createContext<Session | null>(null);

/** Gives every screen the session and its query cache. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <QueryClientProvider client={session.queryClient}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>
  );
}

/** The session of the app; using it outside its provider is a programming error (spec §8). */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The signed-in reader (`data`), null when signed out; `isPending` while still unknown. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useSession()));
}
