/** docs/api.md, "Pairing (issue 24)": these routes' contracts (see ./contract.ts). */
import {
  PairScreenInputSchema,
  PairedScreenSchema,
  PairingParams,
  PairingStartedSchema,
  PairingStateSchema,
  SiteParams,
  StartPairingBodySchema,
} from '../schemas';
import type { ContractTable } from './contract';

export const screenPairingsContracts = {
  'POST /screen-pairings': {
    access: 'public',
    tags: ['screens'],
    summary: 'A screen the site does not know asks for a pairing code to show (an admin enters it in settings)',
    body: StartPairingBodySchema,
    response: { 201: PairingStartedSchema },
    doc: {
      who: 'anyone (40 / 15 min / addr)',
      input: '`{kind, siteId?}` (kiosk: its site)',
      reply: '201 `{pairingId, code, expiresAt, pollMs}` (code: 6 characters, 15 minutes)',
    },
  },
  'GET /screen-pairings/:pairingId': {
    access: 'public',
    tags: ['screens'],
    summary: 'The screen asks whether it has been paired, and under which id it now runs',
    params: PairingParams,
    response: { 200: PairingStateSchema },
    doc: {
      who: 'anyone with the pairing id',
      reply: "`{state: 'waiting' | 'paired', screenId, siteId, expiresAt}`; 404 once it has run out",
    },
  },
  'POST /sites/:siteId/screen-pairings': {
    access: 'admin',
    tags: ['screens'],
    summary: 'Pair the screen showing this code: a TV becomes a cast screen, a kiosk a monitored kiosk',
    params: SiteParams,
    body: PairScreenInputSchema,
    response: { 201: PairedScreenSchema },
    doc: {
      input: '`{code, name, categoryIds?}`',
      reply: '201 `{screenId, kind, name}`; 404 no screen waits with that code; 409 screen quota full',
    },
  },
} as const satisfies ContractTable;

export const screenPairingsSection = {
  id: 'screen-pairings',
  title: 'Pairing (issue 24)',
  routes: screenPairingsContracts,
} as const;
