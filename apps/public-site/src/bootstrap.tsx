import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { makeStore } from '@laurel/api-client';
import { CategoriesPage, CategoryPage, EntryPage, HomePage, SubCategoriesPage } from './remote-entry';

/**
 * Standalone page for working on the public site without the shell: `/remotes/public-site/index.html#/home/default`.
 * Production traffic goes through the shell, which loads `./pages` by Module Federation.
 */
const store = makeStore({
  session: { styleID: 'default', touchScreen: new URLSearchParams(location.search).has('touchScreen') },
});
const router = createHashRouter([
  { path: '/home/:styleid', element: <HomePage /> },
  { path: '/categories/:styleid', element: <CategoriesPage /> },
  { path: '/subcategories/:styleid/:categoryID', element: <SubCategoriesPage /> },
  { path: '/category/:styleid/:categoryID', element: <CategoryPage /> },
  { path: '/entry/:styleid/:categoryID/:entryID', element: <EntryPage /> },
  { path: '*', element: <Navigate to="/home/default" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
