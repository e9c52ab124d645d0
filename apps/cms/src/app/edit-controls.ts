/**
 * The `./edit-controls` module of the `cms` remote: one control per edit slot name of
 * `@laurel/ui/edit-slots`, each loaded the first time a page shows its slot. The shell loads this module
 * only in CMS mode (SPEC §4) and provides `controls` to the page's slots.
 */
import type { EditControls } from '@laurel/ui/edit-slots';
import { lazyControl } from './lazy-control';
import '../components/ui/cms.css';

export const controls: EditControls = {
  'cms-chrome': lazyControl(() => import('../features/chrome/cms-chrome')),
  'card-list': lazyControl(() => import('../features/cards/card-list-control')),
  card: lazyControl(() => import('../features/cards/card-control')),
  'folder-actions': lazyControl(() => import('../features/folders/folder-actions')),
  'folder-toolbar': lazyControl(() => import('../features/folders/folder-toolbar')),
  'folder-empty': lazyControl(() => import('../features/folders/folder-empty')),
  'folder-text': lazyControl(() => import('../features/folders/folder-text')),
  'entry-toolbar': lazyControl(() => import('../features/profiles/entry-toolbar')),
  'entry-text': lazyControl(() => import('../features/profiles/entry-text')),
  'entry-description': lazyControl(() => import('../features/profiles/entry-description')),
  'entry-headshot': lazyControl(() => import('../features/profiles/entry-headshot')),
  'entry-gallery': lazyControl(() => import('../features/profiles/entry-gallery')),
  'entry-flipbook': lazyControl(() => import('../features/flipbook/entry-flipbook')),
  'folder-flipbook': lazyControl(() => import('../features/flipbook/folder-flipbook')),
  'home-editor': lazyControl(() => import('../features/home/home-editor')),
  'home-text': lazyControl(() => import('../features/home/home-text')),
  'records-board': lazyControl(() => import('../features/records/records-board-editor')),
};
