/** docs/api.md, "Scheduled publishing (issue 29)": these routes' contracts (see ./contract.ts). */
import {
  NoContentSchema,
  ScheduleBodySchema,
  ScheduleChangeBodySchema,
  ScheduleHomeBodySchema,
  ScheduleManyBodySchema,
  ScheduleParams,
  SchedulePreviewQuery,
  SchedulePreviewReplySchema,
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
  'POST /sites/:siteId/schedules/many': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'Publish or unpublish profiles or folders chosen together at a time ahead (all or nothing)',
    params: SiteParams,
    body: ScheduleManyBodySchema,
    response: { 201: ScheduleSchema },
    doc: {
      input: '`{kind: entry|category, itemIds: string[] (≤ 2,000), action: publish|unpublish, at}`',
      reply:
        '201 `Schedule` (one for the group); 400 when `at` has passed; 403 when any item is outside the caller’s folders',
    },
  },
  'POST /sites/:siteId/schedules/home': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'A change to Home (settings and/or buttons) that goes live at a time ahead (site admins)',
    params: SiteParams,
    body: ScheduleHomeBodySchema,
    response: { 201: ScheduleSchema },
    doc: {
      who: 'site admins (checked by the service)',
      input: '`{home: {settings?, buttons?}, at}`',
      reply: '201 `Schedule`; 400 when `at` has passed',
    },
  },
  'GET /sites/:siteId/schedules/preview': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'The site as visitors will see it at a time, pending schedules applied (editors; nothing written)',
    params: SiteParams,
    query: SchedulePreviewQuery,
    response: { 200: SchedulePreviewReplySchema },
    doc: {
      input: '`?at=` ISO time',
      reply: '`SchedulePreviewReply` (`private, no-store`), only the caller’s folders',
    },
  },
  'PATCH /sites/:siteId/schedules/:scheduleId': {
    access: 'editor',
    tags: ['schedules'],
    summary: 'Change a schedule that has not been carried out: its time and/or its action',
    params: ScheduleParams,
    body: ScheduleChangeBodySchema,
    response: { 200: ScheduleSchema },
    doc: {
      input: '`{at?, action?: publish|unpublish, announce?}` (at least one)',
      reply:
        '`Schedule`; 400 once carried out, when `at` has passed, for `announce` on an unpublish or a new action for Home',
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
