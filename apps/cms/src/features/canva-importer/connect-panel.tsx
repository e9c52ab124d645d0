import { useState } from 'react';
import { canvaApi, messageOf } from './canva-endpoints';

/**
 * Not connected yet: what connecting does, and the button that sends the admin to Canva's consent page (the
 * address comes from the API, which keeps the PKCE verifier and the client secret).
 */
export function ConnectPanel({ siteId }: { siteId: string }) {
  const [connect, { isLoading }] = canvaApi.useCanvaConnectMutation();
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setError(null);
    try {
      const { authorizationUrl } = await connect(siteId).unwrap();
      window.location.assign(authorizationUrl);
    } catch (err) {
      setError(messageOf(err, 'Canva could not be reached. Please try again.'));
    }
  };
  return (
    <section className="wr-section cv-connect" aria-labelledby="cv-connect-title">
      <h2 className="wr-section__title" id="cv-connect-title">
        Connect your Canva account
      </h2>
      <p>
        Canva asks you to allow Laurel to see your designs. Laurel then lists them here and brings the ones you pick
        into this site’s media library. Your Canva password is never shared with Laurel, and you can disconnect at any
        time.
      </p>
      {error ? (
        <p className="wr-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="wr-actions">
        <button type="button" className="wr-button" onClick={() => void go()} disabled={isLoading}>
          {isLoading ? 'Opening Canva…' : 'Connect Canva'}
        </button>
      </div>
    </section>
  );
}
