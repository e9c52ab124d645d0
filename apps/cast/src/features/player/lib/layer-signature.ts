import { slideImageUrls, type Slide } from '../../slides';

/**
 * What a prepared (hidden, decoded) slide layer showed when it reported ready: the slide and the photos it
 * rendered as images (failed ones are initials tiles). A slide goes on screen only when the layer prepared
 * for it reported this same signature, so a photo added by a data refresh is decoded before it is shown.
 */
export const layerSignature = (slide: Slide, isFailed: (url: string) => boolean): string =>
  [slide.key, ...slideImageUrls(slide).filter((url) => !isFailed(url))].join('\n');
