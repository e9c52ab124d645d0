/** docs/api.md, "Import / export (internal)": these routes' contracts (see ./contract.ts). */
import { SiteFileSchema, SiteImportBodySchema, SiteImportReplySchema, SiteParams } from '../schemas';
import type { ContractTable } from './contract';

export const adminContracts = {
  'POST /admin/sites/import': {
    access: 'internal',
    tags: ['admin'],
    summary: 'Import a site file (upsert by id; media files are not part of the request)',
    body: SiteImportBodySchema,
    response: { 200: SiteImportReplySchema },
    doc: {
      input: '`SiteFile`',
      reply: '`{siteID, counts, droppedFields?}` (fields site files do not have, left out; rich text sanitised)',
    },
  },
  'GET /admin/sites/:siteId/export': {
    access: 'internal',
    tags: ['admin'],
    summary: 'Export a site as a site file',
    params: SiteParams,
    response: { 200: SiteFileSchema },
    doc: {
      reply: '`SiteFile`',
    },
  },
} as const satisfies ContractTable;

export const adminSection = { id: 'admin', title: 'Import / export (internal)', routes: adminContracts } as const;
