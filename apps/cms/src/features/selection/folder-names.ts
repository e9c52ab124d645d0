import type { RootState } from '@laurel/api-client';

/** Folder names from what the page has loaded (the tree and folder replies), for messages. */
export function folderNames(state: RootState): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: { _id: string; categoryName: string; children?: unknown[] }[]) => {
    for (const n of nodes) {
      names.set(n._id, n.categoryName);
      walk((n.children ?? []) as typeof nodes);
    }
  };
  for (const q of Object.values(state.api.queries)) {
    const d = q?.data as
      | { category?: { _id: string; categoryName: string }; subCategories?: { _id: string; categoryName: string }[] }
      | { _id: string; categoryName: string }[]
      | undefined;
    if (Array.isArray(d)) walk(d);
    else if (d)
      for (const c of [d.category, ...(d.subCategories ?? [])]) if (c?.categoryName) names.set(c._id, c.categoryName);
  }
  return names;
}
