import type { CategoryPageSettings, Entry } from '../schemas';
import { folderOrder, isDragOrder, orderFolderEntries, sortedFolderNotice } from './entry-order';

const page = (orderingAttribute: CategoryPageSettings['orderingAttribute'], sortDescending = false) => ({
  orderingAttribute,
  sortDescending,
});
const person = (firstName: string, lastName: string, graduationDate = '') =>
  ({ _id: `${firstName}-${lastName}`, firstName, lastName, graduationDate }) as Entry;
const stored = [person('Zoe', 'Adams', '1999'), person('Amy', 'Young', '2012'), person('Bob', 'Moss', '1980')];
const names = (list: Entry[]) => list.map((e) => e.firstName);

describe('folderOrder', () => {
  it('follows the site setting when the folder has not chosen (absent or "site")', () => {
    expect(folderOrder({}, page('lastName', true))).toEqual({
      attribute: 'lastName',
      descending: true,
      fromSite: true,
    });
    expect(folderOrder({ entryOrder: 'site' }, page('custom'))).toEqual({
      attribute: 'custom',
      descending: false,
      fromSite: true,
    });
    expect(folderOrder(undefined, undefined).attribute).toBe('custom');
  });

  it("uses the folder's own choice over the site's", () => {
    expect(folderOrder({ entryOrder: 'custom' }, page('lastName'))).toEqual({
      attribute: 'custom',
      descending: false,
      fromSite: false,
    });
    expect(folderOrder({ entryOrder: 'graduationDateNewest' }, page('custom'))).toMatchObject({
      attribute: 'graduationDate',
      descending: true,
    });
  });
});

describe('orderFolderEntries', () => {
  it('orders by the folder choice: custom keeps the stored order, name and year sort', () => {
    expect(names(orderFolderEntries(stored, { entryOrder: 'custom' }, page('lastName')))).toEqual([
      'Zoe',
      'Amy',
      'Bob',
    ]);
    expect(names(orderFolderEntries(stored, { entryOrder: 'lastName' }, page('custom')))).toEqual([
      'Zoe',
      'Bob',
      'Amy',
    ]);
    expect(names(orderFolderEntries(stored, { entryOrder: 'firstName' }, page('custom')))).toEqual([
      'Amy',
      'Bob',
      'Zoe',
    ]);
    expect(names(orderFolderEntries(stored, { entryOrder: 'graduationDateNewest' }, page('custom')))).toEqual([
      'Amy',
      'Zoe',
      'Bob',
    ]);
    expect(names(orderFolderEntries(stored, {}, page('graduationDate')))).toEqual(['Bob', 'Zoe', 'Amy']);
  });
});

describe('sortedFolderNotice', () => {
  it('says nothing when profiles can be dragged', () => {
    const order = folderOrder({ entryOrder: 'custom' }, page('lastName'));
    expect(isDragOrder(order)).toBe(true);
    expect(sortedFolderNotice(order)).toBeNull();
  });

  it('tells an editor why there are no drag handles and what to choose', () => {
    expect(sortedFolderNotice(folderOrder({ entryOrder: 'lastName' }, page('custom')))).toBe(
      'Sorted by last name — choose Custom order in Folder settings to drag.',
    );
    expect(sortedFolderNotice(folderOrder({}, page('lastName')))).toBe(
      'Sorted by last name (the site’s setting) — choose Custom order in Folder settings to drag.',
    );
    expect(sortedFolderNotice(folderOrder({ entryOrder: 'graduationDateNewest' }, page('custom')))).toBe(
      'Sorted by class year, newest first — choose Custom order in Folder settings to drag.',
    );
  });
});
