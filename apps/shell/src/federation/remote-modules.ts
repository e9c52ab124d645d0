import type { ComponentType } from 'react';
import type { EditControls } from '@laurel/ui/edit-slots';
import type { RemoteName } from './remotes-config';

type Page = ComponentType<Record<string, never>>;

/**
 * The typed surface each remote exposes (its `src/remote-entry.ts`). Apps never import each other, so the
 * shapes are written here; a missing export shows "not available" rather than a crash.
 */
export interface RemoteModules {
  public_site: {
    './pages': Record<'HomePage' | 'CategoriesPage' | 'SubCategoriesPage' | 'CategoryPage' | 'EntryPage', Page> & {
      /** Loads the code of its own that the page at `pathname` needs before its first render. */
      preloadPage?: (pathname: string) => Promise<void>;
      /** Loads the chunks a server-rendered page's markup shows (read from `root`) before it is hydrated. */
      preloadServerPage?: (root: ParentNode) => Promise<void>;
    };
  };
  cast: { './player': Record<'CastScreenPage', Page> };
  cms: {
    /** The in-page editing controls, one per edit slot name (loaded only in CMS mode). */
    './edit-controls': { controls: EditControls };
    './pages': Record<
      | 'BulkCategoryEditorPage'
      | 'BulkRecordItemsEditorPage'
      | 'PostRedirectPage'
      | 'RecentlyDeletedPage'
      | 'MediaLibraryPage'
      | 'CanvaImporterPage',
      Page
    >;
  };
  settings: { './pages': Record<'SettingsPage', Page> };
}

export type ModuleOf<R extends RemoteName> = keyof RemoteModules[R] & string;
export type ExportOf<R extends RemoteName, M extends ModuleOf<R>> = keyof RemoteModules[R][M] & string;

/** Human names for the "not available" screen. */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  public_site: 'The public site',
  cast: 'The cast-screen player',
  cms: 'Editing',
  settings: 'Site settings',
};
