/** The `./pages` module of the `public_site` remote: the five public routes of SPEC §2. */
export { HomePage } from './features/home/home-page';
export { CategoriesPage } from './features/folders/categories-page';
export { SubCategoriesPage } from './features/folders/subcategories-page';
export { CategoryPage } from './features/category/category-page';
export { EntryPage } from './features/entry/entry-page';
export { preloadServerPage } from './features/server-page/preload-server-page';
