import { DEFAULT_CAST_SCREEN_CONFIG, type CastScreenConfig, type ImageObjectFit } from '@laurel/domain';

/** An image on a slide: what to load (and decode before showing) and how to fit it. */
export interface SlideImage {
  url: string;
  fit: ImageObjectFit;
  /** `object-position` of a cover crop: the media's focal point, faces high by default. */
  position: string;
  alt: string;
}

interface SlideBase {
  /** Stable across data refreshes, so an unchanged slide is not re-rendered. */
  key: string;
  categoryId: string;
  categoryName: string;
  /** Absolute URL of the public page of what is on the slide (for the QR code). */
  publicUrl: string;
  /** A full-bleed backdrop behind the slide, if the folder has one. */
  background: SlideImage | null;
}

export interface ProfileSlide extends SlideBase {
  kind: 'profile';
  entryId: string;
  name: string;
  /** Short facts under the name: class year, activity, type, date. */
  facts: string[];
  /** Plain-text description, shortened for reading from across a room. */
  description: string;
  photos: SlideImage[];
}

export interface RecordRow {
  key: string;
  rank: number;
  name: string;
  value: string;
  detail: string;
}

export interface RecordSlide extends SlideBase {
  kind: 'records';
  columnId: string;
  label: string;
  units: string;
  ranked: boolean;
  rows: RecordRow[];
  /** Records beyond the rows shown. */
  moreCount: number;
}

export type Slide = ProfileSlide | RecordSlide;

export const DEFAULT_CAST_CONFIG: CastScreenConfig = DEFAULT_CAST_SCREEN_CONFIG;

/** Every image a slide needs on screen (backdrop first), for preloading. */
export const slideImageUrls = (slide: Slide): string[] => {
  const urls = slide.kind === 'profile' ? slide.photos.map((p) => p.url) : [];
  return slide.background ? [slide.background.url, ...urls] : urls;
};
