import { useState } from 'react';
import type { UserRole } from '@laurel/domain';
import { SelectField, TextField } from '../../../components/field';
import { Section } from '../../../components/page-header';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-error';
import { useSettingsAddUserMutation } from '../api/users-endpoints';
import { ROLE_DESCRIPTIONS, validateNewUser } from '../lib/user-rules';

/** Adds a user by e-mail and role; they start with access to every folder. */
export function AddUserForm({ siteId, canGrantInternal }: { siteId: string; canGrantInternal: boolean }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('editor');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [addUser, { isLoading }] = useSettingsAddUserMutation();
  const errors = tried ? validateNewUser(email, password) : {};
  const roles = (['editor', 'admin', ...(canGrantInternal ? ['internal' as const] : [])] as UserRole[]).map((r) => ({
    value: r,
    label: ROLE_DESCRIPTIONS[r].label,
  }));

  const submit = async () => {
    setTried(true);
    setAdded(null);
    if (Object.keys(validateNewUser(email, password)).length > 0) return;
    const result = await addUser({ siteId, email: email.trim(), role, ...(password ? { password } : {}) });
    if ('error' in result && result.error) {
      const message = apiErrorMessage(result.error, 'The user could not be added.');
      setServerError({
        field: apiErrorStatus(result.error) === 409 || /e-?mail/i.test(message) ? 'email' : 'form',
        message,
      });
      return;
    }
    setAdded(email.trim().toLowerCase());
    setEmail('');
    setPassword('');
    setTried(false);
    setServerError(null);
  };

  return (
    <Section
      id="add-user"
      title="Add a user"
      description="New users can edit every folder until you choose their folders below."
    >
      <form
        className="st-add-user"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          error={errors.email ?? (serverError?.field === 'email' ? serverError.message : null)}
          onChange={(v) => {
            setEmail(v);
            setServerError(null);
          }}
        />
        <SelectField label="Role" value={role} options={roles} onChange={setRole} />
        <TextField
          label="First password (optional)"
          type="password"
          autoComplete="new-password"
          hint="Lets them sign in with their e-mail address; they can be given a new one later."
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <div className="st-add-user__submit">
          <button type="submit" className="st-button st-button--primary" disabled={isLoading}>
            {isLoading ? 'Adding…' : 'Add user'}
          </button>
        </div>
      </form>
      {serverError?.field === 'form' ? (
        <p className="st-field__error" role="alert">
          {serverError.message}
        </p>
      ) : null}
      {added ? (
        <p className="st-notice st-notice--success" role="status">
          {added} was added with access to every folder.
        </p>
      ) : null}
    </Section>
  );
}
