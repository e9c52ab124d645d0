/**
 * `@laurel/ui/photos`: a profile's photo gallery and the zoom over its main photo (their viewers load when
 * opened). Kept out of `@laurel/ui` so a visitor's home page does not download them; shared as a Module
 * Federation singleton like the rest of the library.
 */
export * from '../components/gallery';
export * from '../components/photo-zoom-button';
