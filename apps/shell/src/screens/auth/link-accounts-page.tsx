import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { readQueryError, type AppDispatch, type RootState } from '@laurel/api-client';
import { useCancelLinkMutation, useGetPendingLinkQuery, useLinkAccountsMutation } from './provider-api';
import { PageLoading } from '../../layouts/page-loading';
import { homePath, loginPath, ROUTE_PATTERNS, safeReturnPath } from '@laurel/domain';
import { finishSignIn } from '../../session/finish-sign-in';

/**
 * `/auth/link-accounts`: someone signed in at the identity provider with the address of an existing Laurel
 * account. They link the two after proving the Laurel side: its password (an account an admin created without
 * one is proved by the provider's verified address). Then they are signed in (→ /continue).
 */
export function LinkAccountsPage() {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const siteId = useSelector((s: RootState) => s.session.styleID);
  const pending = useGetPendingLinkQuery();
  const [link, { isLoading }] = useLinkAccountsMutation();
  const [cancel] = useCancelLinkMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (pending.isLoading) return <PageLoading />;
  if (!pending.data) {
    return (
      <section className="shell-utility-card" aria-labelledby="link-title">
        <h1 id="link-title" className="shell-utility-card__title">
          Nothing to link
        </h1>
        <p className="shell-utility-card__text">
          {readQueryError(pending.error)?.message ?? 'There is no sign-in waiting to be linked. Please sign in again.'}
        </p>
        <Link className="shell-button shell-button--primary" to={loginPath(siteId)}>
          Sign in
        </Link>
      </section>
    );
  }
  const { email, providerName, needsPassword } = pending.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (needsPassword && !password) return setError('Enter the password of your Laurel account.');
    setError(null);
    const reply = await link(needsPassword ? { password } : {});
    if ('error' in reply) return setError(readQueryError(reply.error)?.message ?? 'Linking failed. Please try again.');
    const done = await finishSignIn(dispatch, store.getState, reply.data, reply.data);
    if ('error' in done) return setError(done.error);
    navigate(ROUTE_PATTERNS.linkAccountsContinue, {
      replace: true,
      state: { linked: true, to: done.to, providerName },
    });
  };
  const dismiss = async () => {
    await cancel();
    navigate(loginPath(siteId), { replace: true });
  };

  return (
    <section className="shell-utility-card shell-login" aria-labelledby="link-title">
      <h1 id="link-title" className="shell-utility-card__title">
        Link your {providerName} sign-in
      </h1>
      <p className="shell-utility-card__text">
        A Laurel account for <strong>{email}</strong> already exists.{' '}
        {needsPassword
          ? `Enter its Laurel password to prove it is yours. From then on, Sign in with ${providerName} opens it.`
          : `Your administrator created it for this address, which ${providerName} has verified. Link them, and Sign in with ${providerName} opens it from now on.`}
      </p>
      <form className="shell-login-form" onSubmit={(e) => void submit(e)} noValidate>
        {needsPassword ? (
          <div className="shell-field">
            <label className="shell-field__label" htmlFor={`${id}-password`}>
              Laurel password
            </label>
            <input
              id={`${id}-password`}
              className="shell-field__input"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <p className="shell-login-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="shell-button shell-button--primary shell-button--block" disabled={isLoading}>
          {isLoading ? 'Linking…' : 'Link accounts'}
        </button>
        <button
          type="button"
          className="shell-button shell-button--secondary shell-button--block"
          onClick={() => void dismiss()}
        >
          Cancel
        </button>
      </form>
    </section>
  );
}

/** `/auth/link-accounts/continue`: says the accounts are linked, then on to where the sign-in started. */
export function LinkAccountsContinuePage() {
  const { isAuth, styleID: siteId, ready, userEmail } = useSelector((s: RootState) => s.session);
  const state = useLocation().state as { linked?: boolean; to?: string; providerName?: string } | null;
  if (!ready) return <PageLoading />;
  if (!isAuth) return <Navigate to={loginPath(siteId)} replace />;
  const to = safeReturnPath(state?.to) ?? (siteId ? homePath(siteId) : '/');
  if (!state?.linked) return <Navigate to={to} replace />;
  return (
    <section className="shell-utility-card" aria-labelledby="linked-title">
      <h1 id="linked-title" className="shell-utility-card__title">
        Accounts linked
      </h1>
      <p className="shell-utility-card__text" role="status">
        From now on, Sign in with {state.providerName ?? 'your provider'} opens your Laurel account{' '}
        <strong>{userEmail}</strong>.
      </p>
      <Link className="shell-button shell-button--primary" to={to} replace>
        Continue
      </Link>
    </section>
  );
}

export default LinkAccountsPage;
