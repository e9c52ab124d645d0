/**
 * The page background (a photo at 16 % opacity, slightly desaturated, fading out towards the bottom) is
 * drawn with `opacity`, `filter` and `mask-image` on a full-screen layer. Without a GPU, rasterising that
 * layer costs ~30 ms of CPU on every page a visitor opens (measured with a Chrome trace: raster 40 → 20 ms
 * a tap), because each effect is a full-screen offscreen pass.
 *
 * Baked, the same picture needs none of them: the photo is drawn once into a canvas over the page colour
 * S with the layer's opacity a and filter (pixel = S·(1−a) + a·filter(photo)), and the mask becomes a
 * gradient from transparent to S on top. With m the mask's alpha, both give S·(1−a·m) + a·m·filter(photo),
 * so the look is the same (to 8-bit rounding); the browser then only draws an opaque image and a gradient.
 */

export interface BakeInput {
  /** The photo's URL. */
  url: string;
  /** The colour under the layer (the page's computed background colour, opaque). */
  color: string;
  /** The layer's computed opacity (0–1). */
  opacity: number;
  /** The layer's computed CSS filter (`none` or e.g. `saturate(0.8)`). */
  filter: string;
}

export interface BakedBackground {
  /** An object URL of the baked picture (a JPEG). */
  src: string;
  /** The colour it was baked over: the fade gradient must end in exactly this colour. */
  color: string;
}

/** The largest side baked; bigger photos are scaled down (at this opacity no one can tell). */
const MAX_SIDE = 3840;
const MAX_ENTRIES = 12;

const done = new Map<string, BakedBackground | null>();
const pending = new Map<string, Promise<BakedBackground | null>>();

/** The cache key: the photo and the theme it sits on (the site's background colour and light/dark decide S and a). */
export const bakeKey = (url: string, theme: string) => `${theme}|${url}`;

/** A finished bake for this key (null: tried and not possible, undefined: not tried yet). */
export const bakedFor = (key: string): BakedBackground | null | undefined => done.get(key);

/** Whether this browser can bake at all (canvas 2D with `filter`; jsdom and old engines cannot). */
export function canBake(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof CanvasRenderingContext2D !== 'undefined' &&
    'filter' in CanvasRenderingContext2D.prototype &&
    typeof URL.createObjectURL === 'function'
  );
}

const isOpaque = (color: string) => /^rgb\(/.test(color) || /^rgba\(.*,\s*1\)$/.test(color);

async function bake({ url, color, opacity, filter }: BakeInput): Promise<BakedBackground | null> {
  if (!canBake() || !isOpaque(color) || !(opacity >= 0 && opacity <= 1)) return null;
  const photo = new Image();
  photo.src = url;
  await photo.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(photo.naturalWidth, photo.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(photo.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(photo.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalAlpha = opacity;
  ctx.filter = filter || 'none';
  ctx.drawImage(photo, 0, 0, canvas.width, canvas.height);
  // A photo from another origin without CORS taints the canvas: toBlob throws and the page keeps the CSS.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) return null;
  const src = URL.createObjectURL(blob);
  // Decoded before it is used, so switching to it never shows a frame without a background.
  const check = new Image();
  check.src = src;
  await check.decode();
  return { src, color };
}

/** Bakes once per key (concurrent callers share the work); failures are remembered as null. */
export function bakeBackground(key: string, input: BakeInput): Promise<BakedBackground | null> {
  const known = done.get(key);
  if (known !== undefined) return Promise.resolve(known);
  let job = pending.get(key);
  if (!job) {
    job = bake(input)
      .catch(() => null)
      .then((result) => {
        if (done.size >= MAX_ENTRIES) done.delete(done.keys().next().value as string);
        done.set(key, result);
        pending.delete(key);
        return result;
      });
    pending.set(key, job);
  }
  return job;
}
