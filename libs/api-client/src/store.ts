import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionSlice, type Session } from './session-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The store: made once by the shell, or by a remote in its standalone bootstrap and in tests. */
export function makeStore(preloaded?: { session?: Partial<Session> }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded?.session
      ? ({ session: { ...sessionSlice.getInitialState(), ...preloaded.session } } as Partial<RootState>)
      : undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
