/** Alias (apps/shell/rspack.config.ts) for react-router's own ES module, bypassing the shared-module swap. */
declare module 'react-router-full' {
  export * from 'react-router';
}
