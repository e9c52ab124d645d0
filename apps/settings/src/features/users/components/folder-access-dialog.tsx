import { useState } from 'react';
import { ALL_CATEGORIES, type User } from '@laurel/domain';
import { Button, Dialog } from '@laurel/ui';
import { useFolders } from '../../../lib/use-folders';
import { Switch } from '../../../components/switch';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsPatchUserMutation } from '../api/users-endpoints';
import { hasAllFolders } from '../lib/user-rules';
import { FolderTreePicker } from './folder-tree-picker';

export const NO_FOLDERS_ERROR = 'Choose at least one folder, or give access to all folders.';

/** Chooses which folders a user may edit: all (`*`, the default) or some, from the site's folder tree. */
export function FolderAccessDialog({ siteId, user, onClose }: { siteId: string; user: User; onClose: () => void }) {
  const { tree, isLoading } = useFolders(siteId);
  const [all, setAll] = useState(hasAllFolders(user.categories));
  const [chosen, setChosen] = useState(() => new Set(user.categories.filter((c) => c !== ALL_CATEGORIES)));
  const [error, setError] = useState<string | null>(null);
  const [patchUser, { isLoading: saving }] = useSettingsPatchUserMutation();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setError(null);
  };
  const save = async () => {
    if (!all && chosen.size === 0) return setError(NO_FOLDERS_ERROR);
    const categories = all ? [ALL_CATEGORIES] : [...chosen];
    const result = await patchUser({ siteId, userId: user._id, categories });
    if ('error' in result && result.error)
      return setError(apiErrorMessage(result.error, 'The folders could not be saved.'));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Folders ${user.email} may edit`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={saving} onClick={() => void save()}>
            {saving ? 'Saving…' : 'Save folders'}
          </Button>
        </>
      }
    >
      <div className="st-dialog st-folder-access">
        <Switch
          label="All folders"
          hint="Includes folders added later."
          checked={all}
          onChange={(on) => {
            setAll(on);
            setError(null);
          }}
        />
        {isLoading ? <p role="status">Loading folders…</p> : null}
        <FolderTreePicker tree={tree} selected={chosen} disabled={all} onToggle={toggle} />
        {error ? (
          <p className="st-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
