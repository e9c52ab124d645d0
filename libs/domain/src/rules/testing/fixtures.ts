import type { Category, Entry, RecordInfo } from '../../schemas';
import { emptyCategoryContent, emptyEntryContent, emptyRecordInfo } from '../defaults';

/** Complete entities with sensible defaults, for the rules' unit tests. */
export function makeCategory(over: Partial<Category> & { _id: string }): Category {
  return {
    siteID: 'site1',
    path: `/category/${over._id}`,
    categoryName: `Folder ${over._id}`,
    ...emptyCategoryContent(),
    ...over,
  };
}

export function makeEntry(over: Partial<Entry> & { _id: string; categoryID: string }): Entry {
  return {
    siteID: 'site1',
    path: `/entry/${over._id}`,
    firstName: 'Alex',
    lastName: 'Morgan',
    ...emptyEntryContent(),
    ...over,
  };
}

export function makeRecord(id: string, info: Partial<RecordInfo>): Entry {
  return makeEntry({
    _id: id,
    categoryID: 'records',
    firstName: '',
    lastName: '',
    recordInfo: { ...emptyRecordInfo(`Record ${id}`), columnID: 'col1', ...info },
  });
}
