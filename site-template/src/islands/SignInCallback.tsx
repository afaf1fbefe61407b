import { siteConfirmSignIn } from '@larder/shared/api/auth.endpoints';
import { useEffect, useRef, useState } from 'react';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { safeNextPath } from '@larder/shared/safe-next';
import { noteArrival } from '../lib/arrival-toast';
import { startSession } from '../stores/current-user';
import AuthForm from './AuthForm';
import StatusSpinner, { RedirectingSpinner } from './StatusSpinner';

interface Props {
  kitchen: KitchenContext;
  siteTitle: string;
  formAction: string;
}

/**
 * Where the e-mail's link lands (`/sign-in/callback?token=…`). The token is spent by a POST from
 * here, never by opening the link, so a mail scanner that fetches the link spends nothing. The
 * token leaves the address at once; on success the reader goes on to the `next` the link was
 * asked with, on failure the page says the link expired and offers a new one.
 */
export default function SignInCallback({ kitchen, siteTitle, formAction }: Props) {
  const [status, setStatus] = useState<'signing-in' | 'redirecting' | 'expired'>('signing-in');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.href);
    if (!token) {
      setStatus('expired');
      return;
    }
    kitchenApi(kitchen.apiOrigin)
      .request(siteConfirmSignIn, { params: { siteSlug: kitchen.siteSlug, token }, token: null })
      .then((session) => {
        startSession(session);
        noteArrival(session.currentUser);
        setStatus('redirecting');
        window.location.replace(safeNextPath(session.next, window.location.origin));
      })
      .catch((error: unknown) => {
        console.warn('Could not confirm the sign-in link', error);
        setStatus('expired');
      });
  }, [kitchen]);

  if (status === 'expired')
    return (
      <AuthForm
        kitchen={kitchen}
        mode="sign-in"
        siteTitle={siteTitle}
        newslettersEnabled={false}
        formAction={formAction}
        linkExpired
      />
    );
  return status === 'redirecting' ? <RedirectingSpinner /> : <StatusSpinner label="Signing In..." />;
}
