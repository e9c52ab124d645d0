import type { Category } from '../schemas';
import {
  canEditCategory,
  canEditSite,
  categoryChain,
  hasAllCategories,
  isInternal,
  isSiteAdmin,
  mayGrantRole,
  mayManageUser,
  type AccessUser,
} from './access';

const site = { clientID: 'client-a' };
const user = (role: AccessUser['role'], clientId = 'client-a', categories = ['*']): AccessUser => ({
  role,
  clientID: clientId,
  categories,
});
const folders = new Map<string, Pick<Category, '_id' | 'parentCategoryID'>>([
  ['sports', { _id: 'sports', parentCategoryID: null }],
  ['basketball', { _id: 'basketball', parentCategoryID: 'sports' }],
  ['girls', { _id: 'girls', parentCategoryID: 'basketball' }],
  ['other', { _id: 'other', parentCategoryID: null }],
]);

test('internal users reach every site; admins and editors the sites of their client; nobody signed out', () => {
  expect(canEditSite(user('internal', 'laurel'), site)).toBe(true);
  expect(canEditSite(user('editor'), site)).toBe(true);
  expect(canEditSite(user('admin', 'client-b'), site)).toBe(false);
  expect(canEditSite(null, site)).toBe(false);
  expect(isInternal(user('internal'))).toBe(true);
  expect(isInternal(null)).toBe(false);
});

test('site admins are internal users and the admins of the site’s client', () => {
  expect(isSiteAdmin(user('internal', 'laurel'), site)).toBe(true);
  expect(isSiteAdmin(user('admin'), site)).toBe(true);
  expect(isSiteAdmin(user('admin', 'client-b'), site)).toBe(false);
  expect(isSiteAdmin(user('editor'), site)).toBe(false);
});

test('a folder’s chain runs from the folder up to the top level and survives parent cycles', () => {
  expect(categoryChain(folders, 'girls')).toEqual(['girls', 'basketball', 'sports']);
  expect(categoryChain(folders, null)).toEqual([]);
  expect(categoryChain(folders, 'missing')).toEqual([]);
  const loop = new Map([
    ['a', { _id: 'a', parentCategoryID: 'b' }],
    ['b', { _id: 'b', parentCategoryID: 'a' }],
  ]);
  expect(categoryChain(loop, 'a')).toEqual(['a', 'b']);
});

test('an editor edits the listed folders and everything below them; the top level needs all folders', () => {
  const limited = user('editor', 'client-a', ['sports']);
  expect(hasAllCategories(limited)).toBe(false);
  expect(canEditCategory(limited, site, categoryChain(folders, 'girls'))).toBe(true);
  expect(canEditCategory(limited, site, categoryChain(folders, 'other'))).toBe(false);
  expect(canEditCategory(limited, site, [])).toBe(false);
  expect(canEditCategory(user('editor'), site, [])).toBe(true);
  expect(canEditCategory(user('admin', 'client-b'), site, ['sports'])).toBe(false);
  expect(canEditCategory(null, site, ['sports'])).toBe(false);
});

test('only internal users grant the internal role or manage internal users', () => {
  expect(mayGrantRole(user('admin'), 'editor')).toBe(true);
  expect(mayGrantRole(user('admin'), 'internal')).toBe(false);
  expect(mayGrantRole(user('internal'), 'internal')).toBe(true);
  expect(mayManageUser(user('admin'), user('internal'))).toBe(false);
  expect(mayManageUser(user('admin'), user('editor'))).toBe(true);
});
