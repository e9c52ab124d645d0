/** Every API route's contract (./contract.ts), by docs/api.md section. Server and tools import this module; clients take only its types. */
import { healthContracts, healthSection } from './health';
import { authContracts, authSection } from './auth';
import { sitesContracts, sitesSection } from './sites';
import { categoriesContracts, categoriesSection } from './categories';
import { entriesContracts, entriesSection } from './entries';
import { versionsContracts, versionsSection } from './versions';
import { schedulesContracts, schedulesSection } from './schedules';
import { mediaContracts, mediaSection } from './media';
import { usersContracts, usersSection } from './users';
import { castScreensContracts, castScreensSection } from './cast-screens';
import { screensContracts, screensSection } from './screens';
import { screenPairingsContracts, screenPairingsSection } from './screen-pairings';
import { analyticsContracts, analyticsSection } from './analytics';
import { fontsContracts, fontsSection } from './fonts';
import { siteFileContracts, siteFileSection } from './site-file';
import { canvaContracts, canvaSection } from './canva';
import { adminContracts, adminSection } from './admin';

export * from './contract';

/** The sections of docs/api.md, in its order. */
export const API_SECTIONS = [
  healthSection,
  authSection,
  sitesSection,
  categoriesSection,
  entriesSection,
  versionsSection,
  schedulesSection,
  mediaSection,
  usersSection,
  castScreensSection,
  screensSection,
  screenPairingsSection,
  analyticsSection,
  fontsSection,
  siteFileSection,
  canvaSection,
  adminSection,
] as const;

/** Every route's contract, by `METHOD /path`. */
export const API_CONTRACTS = {
  ...healthContracts,
  ...authContracts,
  ...sitesContracts,
  ...categoriesContracts,
  ...entriesContracts,
  ...versionsContracts,
  ...schedulesContracts,
  ...mediaContracts,
  ...usersContracts,
  ...castScreensContracts,
  ...screensContracts,
  ...screenPairingsContracts,
  ...analyticsContracts,
  ...fontsContracts,
  ...siteFileContracts,
  ...canvaContracts,
  ...adminContracts,
} as const;
export type ApiContracts = typeof API_CONTRACTS;
export type ApiKey = keyof ApiContracts;
