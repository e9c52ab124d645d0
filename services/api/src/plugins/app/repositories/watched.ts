import type { ChangeKind } from '@laurel/domain';

/** Collections whose writes are change notices, and the kind each notice carries. */
export const WATCHED = {
  sites: 'site',
  categories: 'category',
  entries: 'entry',
  media: 'media',
  castScreens: 'castScreen',
} as const satisfies Record<string, ChangeKind>;
export type WatchedCollection = keyof typeof WATCHED;
