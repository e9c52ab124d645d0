import type { HomeLayout } from '@laurel/domain';

/** The choices of Home's layout and header (the Home panel and a scheduled Home change). */
export const LAYOUTS: { value: HomeLayout; label: string }[] = [
  { value: 'FiveColumnHomeLayout', label: 'Five columns (news, welcome, buttons)' },
  { value: 'SplitScreenSpotlight', label: 'Split screen spotlight' },
  { value: 'HomeLayout2', label: 'Hero with grid below' },
  { value: 'HomeLayout9', label: 'Buttons, brand, folders' },
];
export const HEADERS = [
  { value: 'logoAndTitle' as const, label: 'Logo and title' },
  { value: 'logo' as const, label: 'Logo only' },
  { value: 'title' as const, label: 'Title only' },
];
