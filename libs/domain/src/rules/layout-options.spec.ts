import { showsFolderCoverOption, showsImageFitOption } from './layout-options';

test('the image-resize option shows for layouts with photos, not for pills or records boards', () => {
  expect(showsImageFitOption('PersonCircleCardCategoryLayout')).toBe(true);
  expect(showsImageFitOption('CategoriesCardLayout3')).toBe(true);
  expect(showsImageFitOption('PersonListCategoryLayout')).toBe(true);
  expect(showsImageFitOption('CategoriesPillLayout')).toBe(false);
  expect(showsImageFitOption('RecordsLayout')).toBe(false);
});

test('the folder cover option shows for the ten card layouts only', () => {
  expect(showsFolderCoverOption('CategoriesPillLayout')).toBe(true);
  expect(showsFolderCoverOption('PersonBannersLayout')).toBe(true);
  expect(showsFolderCoverOption('RecordsLayout')).toBe(false);
});
