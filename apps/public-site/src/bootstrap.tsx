import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { makeStore } from '@laurel/api-client';
import { homePath, ROUTE_PATTERNS as P } from '@laurel/domain';
import { CategoriesPage, CategoryPage, EntryPage, HomePage, SubCategoriesPage } from './remote-entry';

/**
 * Standalone page for working on the public site without the shell: `/remotes/public-site/index.html#/home/default`.
 * Production traffic goes through the shell, which loads `./pages` by Module Federation.
 */
const store = makeStore({
  session: {
    styleID: 'default',
    touchScreen: new URLSearchParams(location.search).has('touchScreen'),
    hosting: { productionHost: null, marketingUrl: null },
  },
});
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <HashRouter>
      <Routes>
        <Route path={P.home} element={<HomePage />} />
        <Route path={P.categories} element={<CategoriesPage />} />
        <Route path={P.subcategories} element={<SubCategoriesPage />} />
        <Route path={P.category} element={<CategoryPage />} />
        <Route path={P.entry} element={<EntryPage />} />
        <Route path="*" element={<Navigate to={homePath('default')} replace />} />
      </Routes>
    </HashRouter>
  </Provider>,
);
