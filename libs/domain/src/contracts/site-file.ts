/** docs/api.md, "Site file (site admins)": these routes' contracts (see ./contract.ts). */
import { SiteFileSchema, SiteImportBodySchema, SiteImportReplySchema, SiteParams } from '../schemas';
import type { ContractTable } from './contract';

export const siteFileContracts = {
  'GET /sites/:siteId/site-file': {
    access: 'admin',
    tags: ['site-file'],
    summary: 'Download this site as a site file (without users)',
    params: SiteParams,
    response: { 200: SiteFileSchema },
    doc: {
      reply: '`SiteFile` without users (a download: `content-disposition`)',
    },
  },
  'POST /sites/:siteId/site-file': {
    access: 'admin',
    tags: ['site-file'],
    summary: 'Import a site file of this site (upsert by id; users in the file are left out)',
    params: SiteParams,
    body: SiteImportBodySchema,
    response: { 200: SiteImportReplySchema },
    doc: {
      input: '`SiteFile` of this site (≤25 MB)',
      reply: '`{siteID, counts}`; users in the file are left out; missing optional fields get defaults',
    },
  },
} as const satisfies ContractTable;

export const siteFileSection = {
  id: 'site-file',
  title: 'Site file (site admins)',
  routes: siteFileContracts,
} as const;
