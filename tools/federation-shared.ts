/**
 * The one version policy for Module Federation's shared singletons (ARCHITECTURE "Front-end conventions"):
 * every app shares the same modules as singletons, with strict versions from its package.json, and our own
 * libraries at their workspace version. Each app's module-federation.config.ts spreads this.
 */
export const LIB_VERSION = '0.1.0';

const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit'] as const;
// `@laurel/ui/edit-slots` is shared on its own: its React context must be one instance in the shell and
// every remote, and the shell imports it without the rest of the UI library. `@laurel/ui/filters` is shared
// on its own so that pages without filters (a visitor's home page) do not download it, and `@laurel/ui/photos`
// (a profile's gallery and photo zoom) likewise.
const SHARED_LIBS = [
  '@laurel/api-client',
  '@laurel/ui',
  '@laurel/ui/edit-slots',
  '@laurel/ui/filters',
  '@laurel/ui/photos',
  '@laurel/theme',
] as const;

export interface SharedSingleton {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version?: string;
  import?: string;
}

export function sharedSingletons(dependencies: Record<string, string>): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SHARED_PACKAGES) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) throw new Error(`${name} is shared by every app: add it to the app's dependencies.`);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion };
  }
  for (const name of SHARED_LIBS) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: LIB_VERSION, version: LIB_VERSION };
  }
  return shared;
}
