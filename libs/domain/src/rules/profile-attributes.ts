import type { CategoryPageSettings } from '../schemas';

/** The entry attributes a profile can show beside the name (SPEC §3 category page "attributesCategories"). */
export const PROFILE_ATTRIBUTES = ['activity', 'type', 'graduationDate', 'eventDate'] as const;
export type ProfileAttribute = (typeof PROFILE_ATTRIBUTES)[number];

/** An empty attribute list shows them all; otherwise only the listed ones are shown. */
export const isProfileAttributeShown = (
  settings: Pick<CategoryPageSettings, 'attributesCategories'> | null | undefined,
  attribute: ProfileAttribute,
): boolean => !settings?.attributesCategories?.length || settings.attributesCategories.includes(attribute);
