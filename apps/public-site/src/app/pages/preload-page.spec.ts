import { loadOtherPages } from './page-chunks';
import { preloadPage } from './preload-page';

jest.mock('./page-chunks', () => ({ loadOtherPages: jest.fn(() => Promise.resolve({})) }));

beforeEach(() => (loadOtherPages as jest.Mock).mockClear());

test("a first Home (or a path that is no public page) needs none of the other pages' code", async () => {
  await preloadPage('/home/default');
  await preloadPage('/login/default');
  expect(loadOtherPages).not.toHaveBeenCalled();
});

test("a first folder, category or profile page loads the other pages' chunk before it renders", async () => {
  for (const path of ['/categories/default', '/subcategories/default/a', '/category/default/a', '/entry/default/a/b'])
    await preloadPage(path);
  expect(loadOtherPages).toHaveBeenCalledTimes(4);
});
