import { combineReducers, configureStore, type AutoBatchOptions } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionSlice, type Session } from './session-slice';
import { flagsSlice } from './flags-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  flags: flagsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store: made once by the shell, or by a remote in its standalone bootstrap and in tests.
 * `autoBatch` picks how RTK batches subscriber notifications (default: on the next animation frame); the
 * standalone cast player uses `{type: 'tick'}` so a TV keeps updating even when frames are throttled.
 */
export function makeStore(preloaded?: { session?: Partial<Session> }, options?: { autoBatch?: AutoBatchOptions }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded?.session
      ? ({ session: { ...sessionSlice.getInitialState(), ...preloaded.session } } as Partial<RootState>)
      : undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    enhancers: (getDefault) => getDefault({ autoBatch: options?.autoBatch ?? true }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
