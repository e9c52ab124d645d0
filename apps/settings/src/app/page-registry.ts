import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SettingsPage } from '@laurel/domain';

/** The page of each settings route, each in its own chunk (the chart library loads with Analytics only). */
export const SETTINGS_PAGE_COMPONENTS: Record<SettingsPage, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import('../features/users/components/users-page')),
  general: lazy(() => import('../features/general/components/general-page')),
  fonts: lazy(() => import('../features/fonts/components/fonts-page')),
  seo: lazy(() => import('../features/seo/components/seo-page')),
  analytics: lazy(() => import('../features/analytics/components/analytics-page')),
  'site-analytics': lazy(() => import('../features/site-analytics/components/site-analytics-page')),
  rocketcast: lazy(() => import('../features/rocketcast/components/rocketcast-page')),
  activity: lazy(() => import('../features/activity/components/activity-page')),
};
