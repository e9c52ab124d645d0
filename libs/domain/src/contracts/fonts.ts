/** docs/api.md, "Fonts": these routes' contracts (see ./contract.ts). */
import { CustomFontParams, FontFileParams, FontsCssQuerySchema, SiteParams, SiteSchema } from '../schemas';
import type { ContractTable } from './contract';

export const fontsContracts = {
  'GET /fonts/css2': {
    access: 'public',
    tags: ['fonts'],
    summary: '@font-face rules of bundled families (query as css2 font services: family=Name:wght@400;700, repeated)',
    query: FontsCssQuerySchema,
    doc: {
      input: '`?family=Name:wght@400;700…` `family` repeated (css2 query shape), `display`',
      reply: '`text/css`: @font-face rules of the bundled families (our files)',
    },
  },
  'GET /fonts/files/:slug/:file': {
    access: 'public',
    tags: ['fonts'],
    summary: 'A font file of a bundled family (woff2/woff)',
    params: FontFileParams,
    doc: {
      reply: "a woff2/woff file of a bundled family's @fontsource package",
    },
  },
  'POST /sites/:siteId/custom-fonts': {
    access: 'admin',
    tags: ['fonts'],
    summary: 'Upload a font file (multipart "file": .woff2, .woff, .ttf or .otf, checked by content)',
    params: SiteParams,
    response: { 201: SiteSchema },
    consumes: ['multipart/form-data'],
    doc: {
      input: 'multipart `file` (.woff2/.woff/.ttf/.otf, ≤5 MB)',
      reply: '201 `Site` (`customFonts` lists the stored file names)',
    },
  },
  'DELETE /sites/:siteId/custom-fonts/:file': {
    access: 'admin',
    tags: ['fonts'],
    summary: 'Remove an uploaded font',
    params: CustomFontParams,
    response: { 200: SiteSchema },
    doc: {
      reply: '`Site`',
    },
  },
  'GET /sites/:siteId/custom-fonts/stylesheet.css': {
    access: 'public',
    tags: ['fonts'],
    summary: "@font-face rules of the site's uploaded fonts",
    params: SiteParams,
    doc: {
      reply: "`text/css`: @font-face of the site's uploaded fonts",
    },
  },
  'GET /sites/:siteId/custom-fonts/:file': {
    access: 'public',
    tags: ['fonts'],
    summary: 'An uploaded font file',
    params: CustomFontParams,
    doc: {
      reply: 'the font file (with an `ETag`: 304 for `If-None-Match`; ranges)',
    },
  },
} as const satisfies ContractTable;

export const fontsSection = { id: 'fonts', title: 'Fonts', routes: fontsContracts } as const;
