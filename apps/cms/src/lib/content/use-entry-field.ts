import type { Entry, MediaItem } from '@laurel/domain';
import { useContentPatchEntryMutation, type EntryInput } from './api/content-endpoints';
import { useCache } from './use-cache';

const nameOf = (e: Entry) => [e.firstName, e.lastName].filter(Boolean).join(' ') || 'this profile';

/** The save options of one profile field for `useFieldSave`: key, server value, store update, PATCH. */
export function useEntryField() {
  const [patch] = useContentPatchEntryMutation();
  const apply = useCache();
  return function fieldOf<K extends keyof EntryInput & keyof Entry>(
    siteId: string,
    entry: Entry,
    field: K,
    label: string,
    options: { refetch?: boolean } = {},
  ) {
    return {
      key: `entry:${entry._id}:${field}`,
      label,
      subject: nameOf(entry),
      value: entry[field] as Entry[K],
      apply: (v: Entry[K]) => apply({ kind: 'entry', id: entry._id, patch: { [field]: v } }),
      send: (v: Entry[K]) =>
        patch({ siteId, entry, patch: { [field]: v } as EntryInput, refetch: options.refetch }).unwrap(),
    };
  };
}

type MediaKey = 'headshot' | 'background' | 'cardBackground' | 'flipbook';

/** The same for photos: the store gets media items, the API their ids. */
export function useEntryMedia() {
  const [patch] = useContentPatchEntryMutation();
  const apply = useCache();
  return {
    one: (siteId: string, entry: Entry, field: MediaKey, label: string) => ({
      siteId,
      categoryId: entry.categoryID,
      key: `entry:${entry._id}:${field}`,
      label,
      subject: nameOf(entry),
      value: (entry[field] ?? null) as MediaItem | null,
      apply: (m: MediaItem | null) => apply({ kind: 'entry', id: entry._id, patch: { [field]: m } }),
      send: (m: MediaItem | null) =>
        patch({ siteId, entry, patch: { [field]: m?._id ?? null }, refetch: true }).unwrap(),
    }),
    gallery: (siteId: string, entry: Entry) => ({
      siteId,
      categoryId: entry.categoryID,
      key: `entry:${entry._id}:media`,
      label: 'Photos',
      subject: nameOf(entry),
      value: entry.media,
      apply: (list: MediaItem[]) => apply({ kind: 'entry', id: entry._id, patch: { media: list } }),
      send: (list: MediaItem[]) =>
        patch({ siteId, entry, patch: { media: list.map((m) => m._id) }, refetch: true }).unwrap(),
    }),
  };
}
