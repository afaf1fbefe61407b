import { ACCOUNT_EXISTS_MESSAGE, type SubscribeFailure } from '../lib/subscribe-request';

/** Spec §8: a refused subscription's text, and Sign in for an address that already has an account. */
export default function SubscribeFailureMessage({ failure }: { failure: SubscribeFailure }) {
  return (
    <p className="form-error" role="alert">
      {failure.accountExists ? (
        <>
          {ACCOUNT_EXISTS_MESSAGE} <a href="/sign-in/?next=%2Fsubscribe%2F">Sign in</a> to manage your
          subscription.
        </>
      ) : (
        failure.message
      )}
    </p>
  );
}
