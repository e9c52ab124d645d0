import { useState } from 'react';
import type { User, UserRole } from '@laurel/domain';
import type { FolderOption } from '../../../lib/use-folders';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsDeleteUserMutation, useSettingsPatchUserMutation } from '../api/users-endpoints';
import { hasAllFolders, ROLE_DESCRIPTIONS } from '../lib/user-rules';
import { FolderAccessDialog } from './folder-access-dialog';

export interface UsersTableProps {
  siteId: string;
  users: User[];
  folders: Map<string, FolderOption>;
  /** Whether `folders` has loaded: until then a folder id cannot be told from a deleted folder's. */
  foldersStatus: 'loading' | 'ready' | 'error';
  myEmail: string | null;
  canGrantInternal: boolean;
}

function folderSummary(user: User, folders: Map<string, FolderOption>, status: UsersTableProps['foldersStatus']) {
  if (user.role !== 'editor' || hasAllFolders(user.categories)) return 'All folders';
  if (user.categories.length === 0) return 'No folders';
  if (status === 'loading') return <span aria-busy="true">Loading folder names…</span>;
  if (status === 'error') return `${user.categories.length} folder(s); the folder names could not be loaded`;
  return user.categories.map((id) => folders.get(id)?.name ?? 'a deleted folder').join(', ');
}

/** The users of the site's organisation: role, folders they may edit, remove (with confirmation). */
export function UsersTable({ siteId, users, folders, foldersStatus, myEmail, canGrantInternal }: UsersTableProps) {
  const [editing, setEditing] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);
  const [patchUser] = useSettingsPatchUserMutation();
  const [deleteUser, deletion] = useSettingsDeleteUserMutation();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const changeRole = async (user: User, role: UserRole) => {
    setRowError(null);
    const result = await patchUser({ siteId, userId: user._id, role });
    if ('error' in result && result.error) setRowError({ id: user._id, message: apiErrorMessage(result.error) });
  };
  const remove = async () => {
    if (!removing) return;
    const result = await deleteUser({ siteId, userId: removing._id });
    if ('error' in result && result.error) return setRemoveError(apiErrorMessage(result.error));
    setRemoving(null);
  };
  const roleOptions = (u: User): UserRole[] =>
    u.role === 'internal' || canGrantInternal ? ['editor', 'admin', 'internal'] : ['editor', 'admin'];

  return (
    <>
      <table className="st-table">
        <caption className="st-visually-hidden">Users of this site</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Folders they may edit</th>
            <th scope="col">
              <span className="st-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const me = u.email === myEmail;
            const locked = me || (u.role === 'internal' && !canGrantInternal);
            return (
              <tr key={u._id} data-testid={`user-${u.email}`}>
                <th scope="row">
                  {u.email}
                  {me ? <span className="st-badge st-badge--muted">you</span> : null}
                </th>
                <td>
                  <select
                    className="st-input st-select st-select--compact"
                    aria-label={`Role of ${u.email}`}
                    value={u.role}
                    disabled={locked}
                    onChange={(e) => void changeRole(u, e.target.value as UserRole)}
                  >
                    {roleOptions(u).map((r) => (
                      <option key={r} value={r}>
                        {ROLE_DESCRIPTIONS[r].label}
                      </option>
                    ))}
                  </select>
                  {rowError?.id === u._id ? (
                    <p className="st-field__error" role="alert">
                      {rowError.message}
                    </p>
                  ) : null}
                </td>
                <td>{folderSummary(u, folders, foldersStatus)}</td>
                <td className="st-table__actions">
                  {u.role === 'editor' ? (
                    <button type="button" className="st-button" onClick={() => setEditing(u)}>
                      Choose folders<span className="st-visually-hidden"> for {u.email}</span>
                    </button>
                  ) : null}
                  {!locked ? (
                    <button
                      type="button"
                      className="st-button st-button--ghost st-button--danger-text"
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(u);
                      }}
                    >
                      Remove<span className="st-visually-hidden"> {u.email}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing ? <FolderAccessDialog siteId={siteId} user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this user?"
        confirmLabel="Remove user"
        busy={deletion.isLoading}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      >
        <p>
          {removing?.email} will be signed out and can no longer edit this site. Their edits stay. You can add them
          again later.
        </p>
      </ConfirmDialog>
    </>
  );
}
