import { isProfileAttributeShown } from './profile-attributes';

it('shows every attribute when the site lists none, else only the listed ones', () => {
  expect(isProfileAttributeShown(undefined, 'activity')).toBe(true);
  expect(isProfileAttributeShown({ attributesCategories: [] }, 'type')).toBe(true);
  expect(isProfileAttributeShown({ attributesCategories: ['activity'] }, 'activity')).toBe(true);
  expect(isProfileAttributeShown({ attributesCategories: ['activity'] }, 'graduationDate')).toBe(false);
});
