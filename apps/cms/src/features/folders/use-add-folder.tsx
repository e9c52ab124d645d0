import { useState } from 'react';
import { NEW_FOLDER_NAME, type Category } from '@laurel/domain';
import {
  useContentCreateCategoryMutation,
  useContentPatchCategoryMutation,
} from '../../lib/content/api/content-endpoints';
import { NameDialog } from './name-dialog';

/**
 * Adds a folder (or a sub-folder) named 'NEW FOLDER' — hidden from visitors until it has a name — and asks
 * for its name at once. Returns the starter and the dialog to render.
 */
export function useAddFolder(siteId: string, parentId: string | null) {
  const [create, creating] = useContentCreateCategoryMutation();
  const [patch, naming] = useContentPatchCategoryMutation();
  const [created, setCreated] = useState<Category | null>(null);
  const start = async () => {
    try {
      setCreated(await create({ siteId, categoryName: NEW_FOLDER_NAME, parentCategoryID: parentId }).unwrap());
    } catch {
      // The base query shows SPEC §8's message.
    }
  };
  const dialog = created ? (
    <NameDialog
      title={parentId ? 'Name the new sub-folder' : 'Name the new folder'}
      label="Folder name"
      initial={created.categoryName}
      actionLabel="Save name"
      busy={naming.isLoading}
      onClose={() => setCreated(null)}
      onSave={async (categoryName) => {
        try {
          await patch({ siteId, id: created._id, patch: { categoryName }, refetch: true }).unwrap();
          setCreated(null);
        } catch {
          // Kept open with the typed name; the base query shows the message.
        }
      }}
    />
  ) : null;
  return { start, busy: creating.isLoading, dialog };
}
