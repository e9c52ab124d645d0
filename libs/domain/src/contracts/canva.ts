/** docs/api.md, "Canva importer (site admins)": these routes' contracts (see ./contract.ts). */
import {
  CanvaConnectReplySchema,
  CanvaDesignParams,
  CanvaDesignsQuerySchema,
  CanvaDesignsReplySchema,
  CanvaFinishBodySchema,
  CanvaFormatsReplySchema,
  CanvaImportBodySchema,
  CanvaImportParams,
  CanvaImportSchema,
  CanvaImportsReplySchema,
  CanvaStatusSchema,
  SiteParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const canvaContracts = {
  'GET /sites/:siteId/canva': {
    access: 'admin',
    tags: ['canva'],
    summary: 'Whether Canva is set up here and the admin’s account connected',
    params: SiteParams,
    response: { 200: CanvaStatusSchema },
    doc: {
      who: '–',
      input: '`{configured, connected, displayName}`',
    },
  },
  'POST /sites/:siteId/canva/connect': {
    access: 'admin',
    tags: ['canva'],
    summary: 'Start connecting the admin’s Canva account: Canva’s consent address',
    params: SiteParams,
    response: { 200: CanvaConnectReplySchema },
    doc: {
      who: '–',
      input: "`{authorizationUrl}` (Canva's consent page; PKCE verifier kept here)",
    },
  },
  'POST /sites/:siteId/canva/connect/finish': {
    access: 'admin',
    tags: ['canva'],
    summary: 'Finish connecting with the query Canva sent to /canva-redirect',
    params: SiteParams,
    body: CanvaFinishBodySchema,
    response: { 200: CanvaStatusSchema },
    doc: {
      who: '`{state, code?, error?, error_description?}` (the query of `/canva-redirect`)',
      input: 'the status; 400 for an expired, foreign or reused state, or a refusal',
    },
  },
  'DELETE /sites/:siteId/canva/connection': {
    access: 'admin',
    tags: ['canva'],
    summary: 'Disconnect the admin’s Canva account (revoked at Canva)',
    params: SiteParams,
    response: { 200: CanvaStatusSchema },
    doc: {
      who: '–',
      input: 'the status (tokens revoked at Canva)',
    },
  },
  'GET /sites/:siteId/canva/designs': {
    access: 'admin',
    tags: ['canva'],
    summary: 'The admin’s Canva designs, a page at a time',
    params: SiteParams,
    query: CanvaDesignsQuerySchema,
    response: { 200: CanvaDesignsReplySchema },
    doc: {
      who: '–',
      input: '`?query=&continuation=` `{designs: [{id, title, thumbnailUrl, pageCount, updatedAt}], continuation}`',
    },
  },
  'GET /sites/:siteId/canva/designs/:designId/formats': {
    access: 'admin',
    tags: ['canva'],
    summary: 'The formats Canva offers for a design that the media library takes',
    params: CanvaDesignParams,
    response: { 200: CanvaFormatsReplySchema },
    doc: {
      who: '–',
      input: '`{formats}`: of png, jpg, gif, pdf, those Canva offers for it',
    },
  },
  'POST /sites/:siteId/canva/imports': {
    access: 'admin',
    tags: ['canva'],
    summary: 'Export a design at Canva and import it into the media library',
    params: SiteParams,
    body: CanvaImportBodySchema,
    response: { 202: CanvaImportSchema },
    doc: {
      who: '`{designId, format, title?}` (`pdf`: one document item, usable as a flipbook)',
      input: "202 `CanvaImport` (`state: 'exporting'`)",
    },
  },
  'GET /sites/:siteId/canva/imports': {
    access: 'admin',
    tags: ['canva'],
    summary: 'The site’s latest Canva imports, newest first',
    params: SiteParams,
    response: { 200: CanvaImportsReplySchema },
    doc: {
      who: '–',
      input: "`{imports: CanvaImport[]}`: the site's latest 10, newest first (reading the list moves none on)",
    },
  },
  'GET /sites/:siteId/canva/imports/:importId': {
    access: 'admin',
    tags: ['canva'],
    summary: 'An import; each read moves it on (Canva’s export job, then the files into the library)',
    params: CanvaImportParams,
    response: { 200: CanvaImportSchema },
    doc: {
      who: '– (each read moves the import on)',
      input: '`{_id, designId, title, format, state, done, total, media, message, createdAt}`',
    },
  },
} as const satisfies ContractTable;

export const canvaSection = { id: 'canva', title: 'Canva importer (site admins)', routes: canvaContracts } as const;
