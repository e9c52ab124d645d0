/**
 * The `./pages` module of the `cms` remote: the editing workrooms the shell routes to (SPEC §2 editing and
 * admin routes). Each page lives in its own feature folder (`src/features/<name>/`) and is exported here by
 * the name the shell's `RemoteModules` gives it: BulkCategoryEditorPage, BulkRecordItemsEditorPage,
 * PostRedirectPage, RecentlyDeletedPage, MediaLibraryPage, CanvaImporterPage. A name not exported yet shows
 * the shell's "Editing is not available right now" for its route.
 */
export {};
