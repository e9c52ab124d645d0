import { isCmsModeOn, isNoCmsPage, type CmsModeInput } from './cms-mode';

const editor: CmsModeInput = {
  signedIn: true,
  cmsFlag: true,
  touchScreen: false,
  pathname: '/category/default/c1',
  mobileViewport: false,
  online: true,
};

test('on for a signed-in editor with the CMS flag, on a public page, desktop, online', () => {
  expect(isCmsModeOn(editor)).toBe(true);
  expect(isCmsModeOn({ ...editor, pathname: '/home/default' })).toBe(true);
  expect(isCmsModeOn({ ...editor, pathname: '/settings/default/users' })).toBe(true);
});

test('off as soon as any one condition fails', () => {
  expect(isCmsModeOn({ ...editor, signedIn: false })).toBe(false);
  expect(isCmsModeOn({ ...editor, cmsFlag: false })).toBe(false);
  expect(isCmsModeOn({ ...editor, mobileViewport: true })).toBe(false);
  expect(isCmsModeOn({ ...editor, online: false })).toBe(false);
  expect(isCmsModeOn({ ...editor, pathname: '/bulkCategoryEditor/default/c1' })).toBe(false);
  expect(isCmsModeOn({ ...editor, pathname: '/bulkRecordItemsEditor/default/c1/col' })).toBe(false);
  expect(isCmsModeOn({ ...editor, pathname: '/recentlyDeleted/default' })).toBe(false);
});

test('a touch screen is never signed in, so never in CMS mode', () => {
  expect(isCmsModeOn({ ...editor, touchScreen: true })).toBe(false);
});

test('no-CMS pages are the bulk editors and recently deleted only', () => {
  expect(isNoCmsPage('/recentlyDeleted/s?x=1')).toBe(true);
  expect(isNoCmsPage('/mediaLibrary/s')).toBe(false);
  expect(isNoCmsPage('/')).toBe(false);
});
