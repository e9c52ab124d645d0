/** Defaults for demo categories and entries, so the builders only state what differs. */
import {
  emptyCategoryContent,
  emptyEntryContent,
  emptyRecordInfo,
  type Category,
  type CategoryLayout,
  type Entry,
  type RecordInfo,
} from '@laurel/domain';
import { SITE_ID } from './media';

const UPDATED = '2026-01-15T12:00:00.000Z';

export function category(
  id: string,
  name: string,
  parent: Category | null,
  layout: CategoryLayout,
  extra: Partial<Category> = {},
): Category {
  const created: Category = {
    _id: id,
    siteID: SITE_ID,
    path: `/category/${id}`,
    categoryName: name,
    ...emptyCategoryContent(),
    parentCategoryID: parent ? parent._id : null,
    layout,
    coverImage: null,
    updatedAt: UPDATED,
    ...extra,
  };
  if (parent) {
    parent.categories.push(id);
    parent.hasSubCategories = true;
  }
  return created;
}

export function entry(id: string, parent: Category, fields: Partial<Entry>): Entry {
  const created: Entry = {
    _id: id,
    siteID: SITE_ID,
    path: `/entry/${id}`,
    firstName: '',
    lastName: '',
    ...emptyEntryContent(),
    categoryID: parent._id,
    updatedAt: UPDATED,
    ...fields,
  };
  parent.entries.push(id);
  return created;
}

export function recordInfo(
  fields: Partial<RecordInfo> & Pick<RecordInfo, 'name' | 'recordValue' | 'columnID'>,
): RecordInfo {
  return {
    ...emptyRecordInfo(fields.name),
    ...fields,
  };
}
