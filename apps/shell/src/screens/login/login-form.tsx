import { useId, useState, type FormEvent } from 'react';

export interface LoginFormProps {
  /** The main way in (no identity provider): its button is the primary one and the e-mail field has focus. */
  primary: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string, password: string) => void;
}

/**
 * Email + password, labelled fields, errors announced and tied to the fields, Enter submits. Secondary (a
 * secondary button, no initial focus) when the identity provider's button is the primary way in.
 */
export function LoginForm({ primary, busy, error, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit(email.trim(), password);
  };

  return (
    <form className="shell-login-form" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <div className="shell-field">
        <label className="shell-field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          id={`${id}-email`}
          className="shell-field__input"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus={primary}
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="shell-field">
        <label className="shell-field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <div className="shell-field__row">
          <input
            id={`${id}-password`}
            className="shell-field__input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className="shell-field__toggle"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="shell-login-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={`shell-button shell-button--${primary ? 'primary' : 'secondary'} shell-button--block`}
        disabled={busy}
      >
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
