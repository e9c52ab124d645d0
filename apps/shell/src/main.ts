import { startHost } from './federation/start-host';

// Host start: read /remotes.json, register the deployed remotes, then load the app (async bootstrap).
void startHost(() => import('./bootstrap'));
