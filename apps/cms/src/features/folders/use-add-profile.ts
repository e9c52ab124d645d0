import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { publicApi, type RootState } from '@laurel/api-client';
import { entryPath, NEW_PROFILE_NAME, type Category } from '@laurel/domain';
import { loadEntryFlipbook } from '../flipbook';
import { loadProfileControls } from '../profiles';
import { useContentCreateEntryMutation } from '../../lib/content/api/content-endpoints';

/** The profile page's editing controls (each its own chunk), loaded ahead of a new profile's page. */
const warmProfileControls = (): void => {
  void Promise.all([loadProfileControls(), loadEntryFlipbook()]).catch(() => undefined);
};

/**
 * "Add profile": creates a draft profile in the folder and opens it at once. The created profile is put in
 * the profile page's cache before going there, so the page shows it from the create reply instead of waiting
 * for a second read (and the folder and tree reloads the create starts); the page's editing controls are
 * loaded while the folder page is idle. Its first name is the SPEC's
 * placeholder 'NEW PROFILE' (hidden from visitors); the editor shows it as an empty field.
 */
export function useAddProfile(siteId: string, category: Category) {
  const navigate = useNavigate();
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const [createEntry, state] = useContentCreateEntryMutation();
  // When the folder page is idle, the new profile's editing controls load (they would otherwise load after
  // the create, one request each, before its fields show).
  useEffect(() => {
    const idle = globalThis.requestIdleCallback;
    if (idle) {
      const id = idle(warmProfileControls, { timeout: 4000 });
      return () => globalThis.cancelIdleCallback?.(id);
    }
    const id = setTimeout(warmProfileControls, 2000);
    return () => clearTimeout(id);
  }, []);
  const add = async () => {
    warmProfileControls();
    try {
      const entry = await createEntry({
        siteId,
        categoryId: category._id,
        entry: { firstName: NEW_PROFILE_NAME, isLive: false },
      }).unwrap();
      const reply = { entry, category: { ...category, entries: [...category.entries, entry._id] } };
      await dispatch(publicApi.util.upsertQueryData('getEntry', { siteId, entryId: entry._id, cms: true }, reply));
      navigate(entryPath(siteId, category._id, entry._id), { state: { newEntry: true } });
    } catch {
      // The base query shows SPEC §8's message.
    }
  };
  return { add, busy: state.isLoading };
}
