import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { readQueryError, type AppDispatch, type RootState } from '@laurel/api-client';
import { useFinishProviderSignInMutation } from './provider-api';
import { PageLoading } from '../../layouts/page-loading';
import { loginPath, ROUTE_PATTERNS } from '@laurel/domain';
import { finishSignIn } from '../../session/finish-sign-in';

/** Each provider answer is exchanged once, even when React runs the effect twice. */
const exchanged = new Set<string>();

/**
 * `/redirect?code=…&state=…` (or `?error=…`): the provider's answer. The API exchanges the code (PKCE) and
 * signs in, or says the identity must first be linked to a Laurel account (→ /auth/link-accounts).
 */
export function ProviderCallback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const { ready, styleID: siteId } = useSelector((s: RootState) => s.session);
  const [finish] = useFinishProviderSignInMutation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || exchanged.has(search)) return;
    exchanged.add(search);
    void (async () => {
      const reply = await finish({ query: search });
      if ('error' in reply) {
        const read = readQueryError(reply.error);
        return setError(read?.message ?? 'The sign-in could not be completed. Please try again.');
      }
      if (reply.data.status === 'link') {
        navigate(ROUTE_PATTERNS.linkAccounts, { replace: true });
        return;
      }
      const done = await finishSignIn(dispatch, store.getState, reply.data, reply.data);
      if ('error' in done) return setError(done.error);
      navigate(done.to, { replace: true });
    })();
  }, [ready, search, finish, navigate, dispatch, store]);

  if (!error) return <PageLoading label="Signing you in…" />;
  return (
    <section className="shell-utility-card" aria-labelledby="redirect-title">
      <h1 id="redirect-title" className="shell-utility-card__title">
        Sign-in did not complete
      </h1>
      <p className="shell-utility-card__text" role="alert">
        {error}
      </p>
      <Link className="shell-button shell-button--primary" to={loginPath(siteId)} replace>
        Back to sign-in
      </Link>
    </section>
  );
}
