/** The standalone page's offline copy: its service worker, and the photos handed to it. */
export { noteLoadedImage, registerServiceWorker } from './register-service-worker';
