import type { RemoteContract } from './remote-contract';

/** The `public_site` remote: the five public routes of SPEC §2, open to everyone. */
export const PUBLIC_SITE_REMOTE = {
  title: 'The public site',
  modules: {
    './pages': {
      HomePage: { route: 'home', access: 'public', layout: 'app' },
      CategoriesPage: { route: 'categories', access: 'public', layout: 'app' },
      SubCategoriesPage: { route: 'subcategories', access: 'public', layout: 'app' },
      CategoryPage: { route: 'category', access: 'public', layout: 'app' },
      EntryPage: { route: 'entry', access: 'public', layout: 'app' },
    },
  },
} as const satisfies RemoteContract;
