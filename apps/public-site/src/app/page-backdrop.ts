import type { BakedBackground } from './baked-background';

/**
 * One backdrop element for all public pages, in the element that holds them (the shell's `<main>`), so
 * it outlives page changes. A page is a new DOM tree on every navigation, and a background inside it is a
 * new full-screen layer to rasterise each time (~10–14 ms of CPU per tap without a GPU, in a Chrome
 * trace: 40 tiles); this element keeps its tiles from one page to the next while the picture stays the same.
 *
 * It is sticky at the top and one viewport tall with a negative bottom margin, so it takes no room, starts
 * below anything above the pages (the editors' account bar) and stays put while the page scrolls, like the
 * fixed layer it replaces. Painted first among its positioned siblings, it sits under the page.
 */
const BACKDROP_STYLE =
  'position:sticky;top:0;flex:none;height:100vh;height:100dvh;margin-bottom:-100vh;margin-bottom:-100dvh;' +
  'pointer-events:none;background-position:center;background-size:cover;background-repeat:no-repeat;' +
  // Always its own layer, whether or not the page scrolls (a sticky element gets one only when it does).
  'will-change:transform;';

let backdrop: HTMLDivElement | null = null;
let claims = 0;

const imageOf = (look: BakedBackground) =>
  `linear-gradient(to bottom, transparent 0%, ${look.color} 75%), url("${look.src}")`;

/** Shows `look` behind the pages held by `holder`; returns the release function (call it on unmount). */
export function claimBackdrop(holder: HTMLElement, look: BakedBackground): () => void {
  if (!backdrop) {
    backdrop = document.createElement('div');
    backdrop.className = 'ps-backdrop';
    backdrop.setAttribute('aria-hidden', 'true');
    backdrop.style.cssText = BACKDROP_STYLE;
  }
  if (backdrop.parentElement !== holder || holder.firstChild !== backdrop)
    holder.insertBefore(backdrop, holder.firstChild);
  // Only real changes touch the style: the same picture keeps its rasterised tiles.
  if (backdrop.style.backgroundColor !== look.color) backdrop.style.backgroundColor = look.color;
  if (backdrop.dataset.src !== look.src) {
    backdrop.dataset.src = look.src;
    backdrop.style.backgroundImage = imageOf(look);
  }
  claims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
    // The next page claims it in the same commit; only when none does (another kind of page) it goes.
    queueMicrotask(() => {
      if (claims === 0 && backdrop) {
        backdrop.remove();
        backdrop = null;
      }
    });
  };
}
