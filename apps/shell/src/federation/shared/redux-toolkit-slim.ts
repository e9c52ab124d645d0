/**
 * The shared `@reduxjs/toolkit` singleton the shell provides to every remote: only the exports our apps
 * and RTK Query itself use (RTK Query's own `@reduxjs/toolkit` imports go through the shared module too),
 * so the bundler drops the rest (entity adapters, listener middleware, combineSlices, …): ~4.7 KB gzip less
 * on every first load. `redux-toolkit-full` is an alias (rspack.config.ts) for the package's ES module.
 * `shared-redux-toolkit.spec.ts` fails when an app, a lib or RTK Query imports a name missing here.
 */
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'redux-toolkit-full';
