/** The public pages beyond Home, in a chunk of their own (page-chunks.ts): a visitor's home page never runs them. */
export { CategoriesPage } from '../../features/folders/categories-page';
export { SubCategoriesPage } from '../../features/folders/subcategories-page';
export { CategoryPage } from '../../features/category/category-page';
export { EntryPage } from '../../features/entry/entry-page';
