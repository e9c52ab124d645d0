/** The settings page's live preview of a screen (unsaved settings, posted into the iframe). */
export { PreviewPlayer } from './preview-player';
