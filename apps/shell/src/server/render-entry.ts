/**
 * The shell's server build entry (`dist/server/render.js`, CommonJS): `renderPage` of render-page.tsx behind an
 * async boundary, as federation's shared modules need.
 */
import type { SsrModule } from '@laurel/domain';

export const renderPage: SsrModule['renderPage'] = async (request) =>
  (await import('./render-page')).renderPage(request);
