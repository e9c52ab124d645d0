/** A rectangle of an image in its own pixels (what react-easy-crop reports as `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest side a cropped photo keeps: larger adds nothing on a 4K wall and slows uploads. */
export const MAX_SIDE = 3840;

/** Fits `area` into MAX_SIDE, keeping its proportions. */
export function outputSize(area: PixelArea, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

/** Cuts `area` out of the image at `src` into a JPEG (PNG for images with transparency) ready to upload. */
export async function cropImage(src: string, area: PixelArea, type: string): Promise<Blob> {
  const img = new Image();
  img.src = src;
  await img.decode();
  const { width, height } = outputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot crop photos.');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const out = type === 'image/png' || type === 'image/webp' ? type : 'image/jpeg';
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The photo could not be cropped.'))), out, 0.9),
  );
}
