import type { RemoteContract } from './remote-contract';

/** The `cast` remote: the cast player, full screen and without the guard (the TV pairs itself). */
export const CAST_REMOTE = {
  title: 'The cast-screen player',
  modules: {
    './player': {
      CastScreenPage: { route: 'castScreen', access: 'none', layout: 'full-screen' },
    },
  },
} as const satisfies RemoteContract;
