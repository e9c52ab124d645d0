/** Alias (apps/shell/rspack.config.ts) for @reduxjs/toolkit's own ES module, bypassing the shared-module swap. */
declare module 'redux-toolkit-full' {
  export * from '@reduxjs/toolkit';
}
