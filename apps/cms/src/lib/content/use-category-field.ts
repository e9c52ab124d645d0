import type { Category, MediaItem } from '@laurel/domain';
import { useContentPatchCategoryMutation, type CategoryPatch } from './api/content-endpoints';
import { useCache } from './use-cache';

type MediaField = 'background' | 'cardBackground' | 'defaultPersonCardBackground' | 'coverImage' | 'flipbook';

/**
 * The save options of one folder field for `useFieldSave` and the saved fields: the key, the server value,
 * the store update and the PATCH (media go as ids).
 */
export function useCategoryField() {
  const [patch] = useContentPatchCategoryMutation();
  const apply = useCache();
  return function fieldOf<K extends keyof CategoryPatch & keyof Category>(
    siteId: string,
    category: Category,
    field: K,
    label: string,
    options: { refetch?: boolean } = {},
  ) {
    return {
      key: `category:${category._id}:${field}`,
      label,
      subject: category.categoryName,
      value: category[field] as Category[K],
      apply: (v: Category[K]) => apply({ kind: 'category', id: category._id, patch: { [field]: v } }),
      send: (v: Category[K]) =>
        patch({ siteId, id: category._id, patch: { [field]: v } as CategoryPatch, refetch: options.refetch }).unwrap(),
    };
  };
}

/** The same for a photo field: the store gets the media item, the API its id. */
export function useCategoryMediaField() {
  const [patch] = useContentPatchCategoryMutation();
  const apply = useCache();
  return (siteId: string, category: Category, field: MediaField, label: string) => ({
    siteId,
    categoryId: category._id,
    key: `category:${category._id}:${field}`,
    label,
    value: (category[field] ?? null) as MediaItem | null,
    apply: (m: MediaItem | null) => apply({ kind: 'category', id: category._id, patch: { [field]: m } }),
    send: (m: MediaItem | null) =>
      patch({ siteId, id: category._id, patch: { [field]: m?._id ?? null }, refetch: true }).unwrap(),
  });
}
