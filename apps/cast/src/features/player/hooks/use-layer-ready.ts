import { useEffect, type RefObject } from 'react';
import { layerSignature } from '../lib/layer-signature';
import { slideImageUrls, type Slide } from '../../slides';
import type { LayerReadiness } from './use-shown-slide';

/**
 * For the hidden layer that prepares `slide` (null for layers on screen): once every photo of the slide is
 * settled (loaded or failed off-DOM), decodes the layer's own `<img>` elements (`img.decode()`) and then
 * reports the layer's signature as ready. Failed photos are already initials tiles by then, so every image
 * left in the layer is one that decodes.
 */
export function useLayerReady(
  layer: RefObject<HTMLElement | null>,
  slide: Slide | null,
  readiness: LayerReadiness,
): void {
  const settled = !!slide && readiness.isSettled(slideImageUrls(slide));
  const signature = slide && settled ? layerSignature(slide, readiness.isFailed) : null;
  const { onReady } = readiness;
  useEffect(() => {
    const root = layer.current;
    if (!signature || !root) return undefined;
    let live = true;
    const images = Array.from(root.querySelectorAll('img'));
    void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() => {
      if (live) onReady(signature);
    });
    return () => {
      live = false;
    };
  }, [layer, signature, onReady]);
}
