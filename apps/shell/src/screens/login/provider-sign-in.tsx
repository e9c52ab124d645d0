import { useState } from 'react';
import { readQueryError } from '@laurel/api-client';
import { useStartProviderSignInMutation } from '../auth/provider-api';

/**
 * "Sign in with {provider}", the primary way in when the API has an OpenID Connect provider: asks the API for
 * the provider's address (the API keeps PKCE verifier, state and nonce in a sealed cookie) and goes there.
 */
export function ProviderSignIn({
  name,
  siteId,
  returnTo,
}: {
  name: string;
  siteId: string | null;
  returnTo: string | null;
}) {
  const [start, { isLoading }] = useStartProviderSignInMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const go = async () => {
    setError(null);
    const reply = await start({ ...(returnTo ? { returnTo } : {}), ...(siteId ? { siteId } : {}) });
    if ('error' in reply) {
      const message = readQueryError(reply.error)?.message;
      return setError(message ?? `We could not start the sign-in with ${name}. Try again in a moment.`);
    }
    setLeaving(true);
    window.location.assign(reply.data.authorizationUrl);
  };

  return (
    <div className="shell-provider-sign-in">
      <button
        type="button"
        className="shell-button shell-button--primary shell-button--block"
        autoFocus
        disabled={isLoading || leaving}
        onClick={() => void go()}
      >
        {leaving ? `Opening ${name}…` : `Sign in with ${name}`}
      </button>
      {error ? (
        <p className="shell-login-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="shell-provider-sign-in__or">or sign in with your Laurel password</p>
    </div>
  );
}
