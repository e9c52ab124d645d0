/** The public pages beyond Home, in a chunk of their own (page-chunks.ts): a visitor's home page never runs them. */
export { CategoriesPage } from '../folders/categories-page';
export { SubCategoriesPage } from '../folders/subcategories-page';
export { CategoryPage } from '../category/category-page';
export { EntryPage } from '../entry/entry-page';
