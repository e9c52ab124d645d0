/** The cast remote's federated surface (`cast/player`). */
export { CastScreenPage } from './app/cast-screen-page';
