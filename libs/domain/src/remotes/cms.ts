import type { RemoteContract } from './remote-contract';

/**
 * The `cms` remote: `./edit-controls` (the in-page editing controls, loaded only in CMS mode; no pages) and
 * `./pages`, the editing workrooms of SPEC §2 (editors' routes, and the admins' ones).
 */
export const CMS_REMOTE = {
  title: 'Editing',
  modules: {
    './edit-controls': {},
    './pages': {
      BulkCategoryEditorPage: { route: 'bulkCategoryEditor', access: 'cms', layout: 'app' },
      BulkRecordItemsEditorPage: { route: 'bulkRecordItemsEditor', access: 'cms', layout: 'app' },
      PostRedirectPage: { route: 'postRedirect', access: 'cms', layout: 'app' },
      RecentlyDeletedPage: { route: 'recentlyDeleted', access: 'admin', layout: 'app' },
      MediaLibraryPage: { route: 'mediaLibrary', access: 'admin', layout: 'app' },
      CanvaImporterPage: { route: 'canvaImporter', access: 'admin', layout: 'app' },
    },
  },
} as const satisfies RemoteContract;
