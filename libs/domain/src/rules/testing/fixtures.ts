import type { Category, Entry, RecordInfo } from '../../entities';

/** Complete entities with sensible defaults, for the rules' unit tests. */
export function makeCategory(over: Partial<Category> & { _id: string }): Category {
  return {
    siteID: 'site1',
    path: `/category/${over._id}`,
    categoryName: `Folder ${over._id}`,
    categoryDescription: '',
    isLive: true,
    imageObjectFit: 'cover',
    parentCategoryID: null,
    layout: 'CategoriesCardLayout',
    entries: [],
    categories: [],
    hasSubCategories: false,
    filterCategories: [],
    recordColumns: [],
    background: null,
    cardBackground: null,
    defaultPersonCardBackground: null,
    ...over,
  };
}

export function makeEntry(over: Partial<Entry> & { _id: string; categoryID: string }): Entry {
  return {
    siteID: 'site1',
    path: `/entry/${over._id}`,
    isLive: true,
    imageObjectFit: 'cover',
    firstName: 'Alex',
    lastName: 'Morgan',
    description: '',
    activity: '',
    type: '',
    eventDate: '',
    graduationDate: '',
    headshot: null,
    media: [],
    background: null,
    cardBackground: null,
    recordInfo: null,
    ...over,
  };
}

export function makeRecord(id: string, info: Partial<RecordInfo>): Entry {
  return makeEntry({
    _id: id,
    categoryID: 'records',
    firstName: '',
    lastName: '',
    recordInfo: {
      name: `Record ${id}`,
      recordValue: '',
      recordDate: '',
      yearStart: '',
      yearEnd: '',
      primaryInfo: '',
      extraInfo: '',
      description: '',
      recordImage: null,
      columnID: 'col1',
      customOrderIndex: 0,
      ...info,
    },
  });
}
