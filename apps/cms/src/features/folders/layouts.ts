import { CARD_LAYOUTS, type CategoryLayout } from '@laurel/domain';

/** The names editors see for the layouts of SPEC §9 (card layouts) and the records board. */
export const LAYOUT_NAMES: Record<CategoryLayout, string> = {
  CategoriesCardLayout: 'Tiles',
  CategoriesCardLayout2: 'Photo cards',
  CategoriesCardLayout3: 'Wide banners',
  CategoriesCardLayout4: 'Tall portraits',
  CategoriesPillLayout: 'Pills (names only)',
  CategoryCarousel: 'Carousel',
  PersonListCategoryLayout: 'Person list',
  PersonListCategoryLayout2: 'Alternating person list',
  PersonBannersLayout: 'Person banners',
  PersonCircleCardCategoryLayout: 'Circles',
  RecordsLayout: 'Records board',
};

export const LAYOUT_OPTIONS = [...CARD_LAYOUTS, 'RecordsLayout' as const].map((value) => ({
  value,
  label: LAYOUT_NAMES[value],
}));
