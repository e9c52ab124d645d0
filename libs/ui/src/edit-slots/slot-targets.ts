import type { Category, CategoryTreeNode, Entry, Site } from '@laurel/domain';

/** Text fields of a profile that are edited where they are shown. */
export type EntryTextField = 'firstName' | 'lastName' | 'activity' | 'type' | 'eventDate' | 'graduationDate';
/** Text of the home page edited in place. */
export type HomeTextField = 'title' | 'homeDescription' | 'startButtonText';
/** What a card stands for: a folder or an entry (profile or record item). */
export type CardKind = 'category' | 'entry';

/** One card of a collection, as the CMS needs it (selection, ordering, the Draft mark). */
export interface CardTarget {
  siteId: string;
  kind: CardKind;
  id: string;
  title: string;
  isLive: boolean;
  /** The folder holding it (null: the top level). */
  parentId: string | null;
}

/**
 * The one map of edit slots: slot name → what the control placed there edits (ARCHITECTURE "In-page
 * editing"). Public pages place slots with these targets; the cms remote provides a control per name.
 * "Wrapper" slots are given the public rendering as children: without CMS they render exactly that.
 */
export interface EditSlotTargets {
  /** The editing chrome in the account bar: site switcher, selection actions, unsaved changes. */
  'cms-chrome': { siteId: string };
  /** Home: the home page settings and home buttons editor (once per home page). */
  'home-editor': { siteId: string; site: Site; tree: CategoryTreeNode[] };
  /** Wrapper: a text of the home page (title, description, start button), edited in place. */
  'home-text': { siteId: string; site: Site; field: HomeTextField };
  /** Wrapper: a collection of cards (folders or entries) that can be reordered and selected. */
  'card-list': { siteId: string; kind: CardKind; parentId: string | null; ids: string[]; reorderable: boolean };
  /** Wrapper: one card of a `card-list`. */
  card: CardTarget;
  /** The top-level folder list's actions (add a folder). */
  'folder-actions': { siteId: string };
  /** A folder page's editing bar: publish, settings, add profile / sub-folder, delete. */
  'folder-toolbar': { siteId: string; category: Category; subCategories: Category[]; entries: Entry[] };
  /** Wrapper: an empty folder's message to visitors; editors get the next step (add a profile, import). */
  'folder-empty': { siteId: string; category: Category };
  /** Wrapper: the folder's name or description in its heading. */
  'folder-text': { siteId: string; category: Category; field: 'categoryName' | 'categoryDescription' };
  /** A profile's editing bar: Draft mark, publish, image fit, backgrounds, delete. */
  'entry-toolbar': { siteId: string; entry: Entry; category: Category };
  /** Wrapper: one text or date field of a profile. */
  'entry-text': { siteId: string; entry: Entry; field: EntryTextField };
  /** Wrapper: the profile's rich-text description. */
  'entry-description': { siteId: string; entry: Entry };
  /** Over the profile photo: change or remove the headshot. */
  'entry-headshot': { siteId: string; entry: Entry };
  /** The profile's photos: add, remove, reorder. */
  'entry-gallery': { siteId: string; entry: Entry };
  /** The profile's flipbook (a PDF shown as a book): upload or choose one, replace, remove. */
  'entry-flipbook': { siteId: string; entry: Entry };
  /** The folder's flipbook, the same for a folder page. */
  'folder-flipbook': { siteId: string; category: Category };
  /** Wrapper: a records board folder's boards (columns and records, edited in place). */
  'records-board': { siteId: string; category: Category; entries: Entry[] };
}

export type EditSlotName = keyof EditSlotTargets;
