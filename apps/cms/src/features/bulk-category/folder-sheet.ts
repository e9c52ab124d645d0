import type { Category } from '@laurel/domain';
import type { CategoryPatch } from '../../lib/content/api/content-endpoints';
import { DRAFT, PUBLISHED, publishedProblem, publishedText } from '../../components/sheet/cell-values';
import type { CellValues, SheetColumn } from '../../components/sheet/sheet-model';
import { LAYOUT_NAMES as NAMES, LAYOUT_OPTIONS } from '../folders';

const LAYOUT_NAMES = LAYOUT_OPTIONS.map((o) => o.label);

/** The sub-folder columns: name, published, layout (by its display name), and what each holds. */
export const FOLDER_COLUMNS: SheetColumn[] = [
  {
    key: 'categoryName',
    name: 'Folder name',
    kind: 'text',
    width: 260,
    problem: (v) => (!v.trim() ? 'A folder needs a name' : v.length > 200 ? 'At most 200 characters' : null),
  },
  {
    key: 'isLive',
    name: 'Published',
    kind: 'choice',
    width: 130,
    options: [PUBLISHED, DRAFT],
    normalise: publishedText,
    problem: publishedProblem,
  },
  {
    key: 'layout',
    name: 'Layout',
    kind: 'choice',
    width: 260,
    options: LAYOUT_NAMES,
    problem: (v) => (LAYOUT_NAMES.includes(v) ? null : 'One of the layouts'),
  },
  { key: 'entries', name: 'Profiles', kind: 'readonly', width: 100 },
  { key: 'folders', name: 'Sub-folders', kind: 'readonly', width: 110 },
];

export const blankFolder = (): CellValues => ({
  categoryName: '',
  isLive: DRAFT,
  layout: NAMES.PersonCircleCardCategoryLayout,
  entries: '',
  folders: '',
});

export const folderValues = (c: Category): CellValues => ({
  categoryName: c.categoryName,
  isLive: c.isLive ? PUBLISHED : DRAFT,
  layout: NAMES[c.layout],
  entries: String(c.entries.length),
  folders: String(c.categories.length),
});

export const layoutOf = (name: string) => LAYOUT_OPTIONS.find((o) => o.label === name)?.value;

export function folderPatch(values: CellValues, columns: readonly string[]): CategoryPatch {
  const out: CategoryPatch = {};
  for (const key of columns) {
    if (key === 'categoryName') out.categoryName = values.categoryName.trim();
    else if (key === 'isLive') out.isLive = values.isLive === PUBLISHED;
    else if (key === 'layout') {
      const layout = layoutOf(values.layout);
      if (layout) out.layout = layout;
    }
  }
  return out;
}
