import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  sessionActions,
  useGetStylingQuery,
  useLoginMutation,
  type AppDispatch,
  type RootState,
} from '@laurel/api-client';
import { homePath, LOGIN_SITE_PARAM, safeReturnPath } from '@laurel/domain';
import { finishSignIn } from '../../session/finish-sign-in';
import { useSignOut } from '../../session/use-sign-out';
import { PageLoading } from '../../layouts/page-loading';
import { useGetProviderSignInQuery } from '../auth/provider-api';
import { loginErrorMessage, validateLogin } from './login-errors';
import { LoginForm } from './login-form';
import { ProviderSignIn } from './provider-sign-in';
import { siteTitle } from '../site-title';

/**
 * `/login/{styleid?}` with `?fromLogout=true` and `?styleid=`: sign in through the identity provider (when the
 * API has one) or with email and password. Never sends the browser to the provider by itself, so signing out
 * (`fromLogout`) does not bounce straight back in.
 */
export function LoginPage() {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const session = useSelector((s: RootState) => s.session);
  const [login, { isLoading }] = useLoginMutation();
  const provider = useGetProviderSignInQuery(undefined, { skip: session.touchScreen });
  const providerName = provider.data?.enabled ? (provider.data.providerName ?? 'single sign-on') : null;
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOut();
  const siteId = params.siteId ?? query.get(LOGIN_SITE_PARAM) ?? session.styleID;
  const fromLogout = query.get('fromLogout') === 'true';
  // The card names the site by its title (not its id, "SITE: DEFAULT"); nothing while unknown.
  const styling = useGetStylingQuery(siteId ?? '', { skip: !siteId });
  const title = styling.isSuccess ? siteTitle(styling.data) : null;
  const from = safeReturnPath((location.state as { from?: string } | null)?.from);

  useEffect(() => {
    if (siteId && siteId !== session.styleID) dispatch(sessionActions.siteIdSet(siteId));
  }, [siteId, session.styleID, dispatch]);

  const submit = async (email: string, password: string) => {
    const invalid = validateLogin(email, password);
    setError(invalid);
    if (invalid) return;
    const reply = await login({ email, password });
    if ('error' in reply) return setError(loginErrorMessage(reply.error));
    const done = await finishSignIn(dispatch, store.getState, reply.data, { returnTo: from });
    if ('error' in done) return setError(done.error);
    navigate(done.to, { replace: true });
  };

  if (session.touchScreen) {
    return (
      <section className="shell-utility-card" aria-labelledby="login-title">
        <h1 id="login-title" className="shell-utility-card__title">
          This screen is a kiosk
        </h1>
        <p className="shell-utility-card__text">Touch screens show the public site only; sign in from a computer.</p>
        {siteId ? (
          <Link className="shell-button shell-button--primary" to={homePath(siteId)}>
            Back to the site
          </Link>
        ) : null}
      </section>
    );
  }

  if (session.isAuth && session.userEmail) {
    return (
      <section className="shell-utility-card" aria-labelledby="login-title">
        <h1 id="login-title" className="shell-utility-card__title">
          You are signed in
        </h1>
        <p className="shell-utility-card__text">
          Signed in as <strong>{session.userEmail}</strong>.
        </p>
        <div className="shell-utility-card__actions">
          {siteId ? (
            <Link className="shell-button shell-button--primary" to={homePath(siteId)}>
              Continue to the site
            </Link>
          ) : null}
          <button type="button" className="shell-button shell-button--secondary" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </section>
    );
  }

  // Which way in is the primary one depends on the API's answer: wait for it rather than switch buttons.
  if (provider.isLoading) return <PageLoading label="Loading sign-in…" />;

  return (
    <section className="shell-utility-card shell-login" aria-labelledby="login-title">
      {title ? <p className="shell-utility-card__eyebrow">{title}</p> : null}
      <h1 id="login-title" className="shell-utility-card__title">
        Sign in to edit your site
      </h1>
      {fromLogout ? (
        <p className="shell-notice" role="status">
          You have been signed out.
        </p>
      ) : null}
      {providerName ? <ProviderSignIn name={providerName} siteId={siteId} returnTo={from} /> : null}
      <LoginForm primary={!providerName} busy={isLoading} error={error} onSubmit={(e, p) => void submit(e, p)} />
      {siteId ? (
        <Link className="shell-utility-card__link" to={homePath(siteId)}>
          View the public site instead
        </Link>
      ) : null}
    </section>
  );
}

export default LoginPage;
