/** docs/api.md, "Versions and activity (issue 29)": these routes' contracts (see ./contract.ts). */
import {
  ActivityQuerySchema,
  ActivityReplySchema,
  OneVersionParams,
  SiteParams,
  VersionDetailReplySchema,
  VersionListReplySchema,
  VersionParams,
  VersionRestoreReplySchema,
} from '../schemas';
import type { ContractTable } from './contract';

export const versionsContracts = {
  'GET /sites/:siteId/versions/:kind/:itemId': {
    access: 'editor',
    tags: ['versions'],
    summary: "An item's versions, newest first (kind: entry, category or site)",
    params: VersionParams,
    response: { 200: VersionListReplySchema },
    doc: {
      reply: '`{versions: VersionSummary[]}` (≤50)',
    },
  },
  'GET /sites/:siteId/versions/:kind/:itemId/:versionId': {
    access: 'editor',
    tags: ['versions'],
    summary: 'One version and the fields where it differs from the item now',
    params: OneVersionParams,
    response: { 200: VersionDetailReplySchema },
    doc: {
      reply: '`{version, diff: {field, label, version, current}[]}`',
    },
  },
  'POST /sites/:siteId/versions/:kind/:itemId/:versionId/restore': {
    access: 'editor',
    tags: ['versions'],
    summary: 'Put the version back (kept as a new version); 400 when it is the same as now',
    params: OneVersionParams,
    response: { 200: VersionRestoreReplySchema },
    doc: {
      reply: '`{restored: true, version}`; 400 when the same as now',
    },
  },
  'GET /sites/:siteId/activity': {
    access: 'admin',
    tags: ['activity'],
    summary: 'Activity lines, newest first, filtered by person, folder, kind and date',
    params: SiteParams,
    query: ActivityQuerySchema,
    response: { 200: ActivityReplySchema },
    doc: {
      input: '`?person&folder&kind&from&to&before&limit`',
      reply: '`{lines: VersionSummary[], next}`',
    },
  },
  'GET /sites/:siteId/activity/csv': {
    access: 'admin',
    tags: ['activity'],
    summary: 'The filtered activity as CSV (at most 10,000 lines)',
    params: SiteParams,
    query: ActivityQuerySchema,
    produces: ['text/csv'],
    doc: {
      input: 'same filters',
      reply: '`text/csv` (≤10,000 lines)',
    },
  },
} as const satisfies ContractTable;

export const versionsSection = {
  id: 'versions',
  title: 'Versions and activity (issue 29)',
  routes: versionsContracts,
} as const;
