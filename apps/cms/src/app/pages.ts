import { createElement, lazy, type ComponentType } from 'react';

/**
 * A page whose code is a chunk of its own, loaded when its route is first opened (the shell renders pages
 * inside Suspense). A plain function component wraps the lazy one: the shell's loader hands exports to
 * `React.lazy` itself, and a lazy component cannot be the result of another.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function WorkroomPage() {
    return createElement(Lazy);
  };
}

/**
 * The `./pages` module of the `cms` remote: the editing workrooms the shell routes to (SPEC §2 editing and
 * admin routes), by the names of the shell's `RemoteModules`. The grid and the spreadsheet readers load only
 * with the page that uses them.
 */
export const RecentlyDeletedPage = lazyPage(() => import('../features/recently-deleted/recently-deleted-page'));
export const BulkCategoryEditorPage = lazyPage(() => import('../features/bulk-category/bulk-category-editor-page'));
export const MediaLibraryPage = lazyPage(() => import('../features/media-library/media-library-page'));
export const BulkRecordItemsEditorPage = lazyPage(() => import('../features/bulk-records/bulk-records-editor-page'));
export const PostRedirectPage = lazyPage(() => import('../features/post-redirect/post-redirect-page'));
export const CanvaImporterPage = lazyPage(() => import('../features/canva-importer/canva-importer-page'));
