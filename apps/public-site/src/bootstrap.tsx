import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { makeStore } from '@laurel/api-client';
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
        <Route path="/home/:styleid" element={<HomePage />} />
        <Route path="/categories/:styleid" element={<CategoriesPage />} />
        <Route path="/subcategories/:styleid/:categoryID" element={<SubCategoriesPage />} />
        <Route path="/category/:styleid/:categoryID" element={<CategoryPage />} />
        <Route path="/entry/:styleid/:categoryID/:entryID" element={<EntryPage />} />
        <Route path="*" element={<Navigate to="/home/default" replace />} />
      </Routes>
    </HashRouter>
  </Provider>,
);
