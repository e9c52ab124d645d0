/**
 * SPEC §5: the image-resize option appears only for certain layouts; the folder cover option only for card
 * layouts (docs/decisions.md "In-page editing" says which).
 */
import { CARD_LAYOUTS, type CategoryLayout } from '../schemas';

/** Layouts that show each entry's photo in a box it may be cropped to (cover) or fitted into (contain). */
const IMAGE_FIT_LAYOUTS: readonly CategoryLayout[] = CARD_LAYOUTS.filter((l) => l !== 'CategoriesPillLayout');

export const showsImageFitOption = (layout: CategoryLayout): boolean => IMAGE_FIT_LAYOUTS.includes(layout);

export const showsFolderCoverOption = (layout: CategoryLayout): boolean =>
  (CARD_LAYOUTS as readonly CategoryLayout[]).includes(layout);
