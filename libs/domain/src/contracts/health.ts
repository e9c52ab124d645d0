/** docs/api.md, "Health": these routes' contracts (see ./contract.ts). */
import { HealthReplySchema } from '../schemas';
import type { ContractTable } from './contract';

export const healthContracts = {
  'GET /health': {
    access: 'public',
    tags: ['health'],
    summary: 'Liveness and database check',
    response: { 200: HealthReplySchema },
    doc: { reply: '`{ok: true}` once the database answers a ping' },
  },
} as const satisfies ContractTable;

export const healthSection = { id: 'health', title: 'Health', routes: healthContracts } as const;
