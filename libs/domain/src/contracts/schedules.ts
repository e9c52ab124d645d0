/** docs/api.md, "Scheduled publishing (issue 29)": these routes' contracts (see ./contract.ts). */
import {
  NoContentSchema,
  ScheduleBodySchema,
  ScheduleParams,
  ScheduleSchema,
  SchedulesReplySchema,
  SiteParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const schedulesContracts = {
  'GET /sites/:siteId/schedules': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'Everything scheduled and not done yet, soonest first (items the caller may edit)',
    params: SiteParams,
    response: { 200: SchedulesReplySchema },
    doc: {
      reply: '`{schedules: Schedule[]}` pending',
    },
  },
  'POST /sites/:siteId/schedules': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'Publish or unpublish a profile or a folder (with its profiles) at a time ahead',
    params: SiteParams,
    body: ScheduleBodySchema,
    response: { 201: ScheduleSchema },
    doc: {
      input: '`{kind: entry|category, itemId, action: publish|unpublish, at}`',
      reply: '201 `Schedule`; 400 when `at` has passed',
    },
  },
  'DELETE /sites/:siteId/schedules/:scheduleId': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'Cancel a schedule that has not been carried out',
    params: ScheduleParams,
    response: { 204: NoContentSchema },
    doc: {
      reply: '204; 400 once carried out',
    },
  },
} as const satisfies ContractTable;

export const schedulesSection = {
  id: 'schedules',
  title: 'Scheduled publishing (issue 29)',
  routes: schedulesContracts,
} as const;
