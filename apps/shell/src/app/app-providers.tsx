import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@laurel/api-client';
import type { BlockableHistory } from './blockable-history';
import { HistoryContext } from './history-context';

/**
 * What wraps the router, in the browser (bootstrap.tsx) and in the server render (server/render-page.tsx)
 * alike, so the server's markup is what the browser's first render makes.
 */
export function AppProviders({
  store,
  history,
  children,
}: {
  store: AppStore;
  history: BlockableHistory | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>
      </Provider>
    </StrictMode>
  );
}
