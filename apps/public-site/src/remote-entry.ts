/** The `./pages` module of the `public_site` remote: the five public routes of SPEC §2. */
export { HomePage } from './features/home/home-page';
// Their code is a chunk of its own, loaded ahead of need (app/pages/page-chunks.ts).
export { CategoriesPage, SubCategoriesPage, CategoryPage, EntryPage } from './app/pages/page-chunks';
export { preloadPage } from './app/pages/preload-page';
export { preloadServerPage } from './app/server-page/preload-server-page';
