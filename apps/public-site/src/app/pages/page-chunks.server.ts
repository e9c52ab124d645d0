/** The server render's stand-in for page-chunks.ts (rspack.config.ts): every page at once, nothing to load. */
import * as otherPages from './other-pages';

export const loadOtherPages = () => Promise.resolve(otherPages);
export { CategoriesPage, SubCategoriesPage, CategoryPage, EntryPage } from './other-pages';
