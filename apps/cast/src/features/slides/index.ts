/** What a cast screen shows: its slides built from the screen's folders, and how each slide is drawn. */
export { buildSlides, resolveConfig, type BuildOptions, type CastContent } from './lib/build-slides';
export { slideImageUrls, type Slide } from './lib/slide-types';
export { ProfileSlide } from './components/profile-slide';
export { RecordSlide } from './components/record-slide';
export { SlideBoundary } from './components/slide-boundary';
export { FailedImages } from './components/failed-images';
