import { publicApi, type AppStore } from '@laurel/api-client';
import { HOME_PREVIEW_READY, readHomePreviewMessage } from '@laurel/domain';

type Frame = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'parent'>;

/**
 * A public page opened as the settings page's preview (`?preview=1` in a frame of the same origin): it shows
 * the site the settings page sends (the unsaved colours, fonts, texts and images) in place of the saved one,
 * and says when it is ready to take it. Call once the page has rendered (a change before hydration would not
 * match the server's markup). Returns a function that stops it.
 */
export function receiveHomePreview(store: AppStore, win: Frame = window): () => void {
  const onMessage = (e: MessageEvent) => {
    if (e.origin !== win.location.origin || e.source !== win.parent) return;
    const site = readHomePreviewMessage(e.data);
    if (site) void store.dispatch(publicApi.util.upsertQueryData('getStyling', site.siteID, site));
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage({ type: HOME_PREVIEW_READY }, win.location.origin);
  return () => win.removeEventListener('message', onMessage);
}
