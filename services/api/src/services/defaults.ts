/**
 * New documents: the domain's defaults (`defaultSiteContent`, `emptyCategoryContent`, …, SPEC §3, §9) with
 * fresh ids, paths and timestamps.
 */
import { randomUUID } from 'node:crypto';
import {
  defaultSiteContent,
  emptyCategoryContent,
  emptyEntryContent,
  emptyRecordColumn,
  emptyRecordInfo,
  NEW_FOLDER_NAME,
  NEW_PROFILE_NAME,
  NEW_RECORD_NAME,
  type Category,
  type Entry,
  type RecordColumn,
  type RecordInfo,
} from '@laurel/domain';
import type { SiteDoc } from '../plugins/app/repositories';

const now = () => new Date().toISOString();

export function newSite(siteId: string, clientId: string, styleName = siteId): SiteDoc {
  return { _id: siteId, siteID: siteId, clientID: clientId, ...defaultSiteContent(styleName), updatedAt: now() };
}

export function newCategory(siteId: string, fields: Partial<Category> = {}): Category {
  const _id = fields._id ?? randomUUID();
  return {
    siteID: siteId,
    categoryName: NEW_FOLDER_NAME,
    ...emptyCategoryContent(),
    coverImage: null,
    ...fields,
    _id,
    path: `/category/${_id}`,
    updatedAt: now(),
  };
}

export function newRecordInfo(fields: Partial<RecordInfo> = {}): RecordInfo {
  return { ...emptyRecordInfo(NEW_RECORD_NAME), ...fields };
}

export function newEntry(siteId: string, categoryId: string, fields: Partial<Entry> = {}): Entry {
  const _id = fields._id ?? randomUUID();
  return {
    siteID: siteId,
    firstName: NEW_PROFILE_NAME,
    lastName: '',
    ...emptyEntryContent(),
    ...fields,
    categoryID: categoryId,
    _id,
    path: `/entry/${_id}`,
    updatedAt: now(),
  };
}

export function newRecordColumn(fields: Partial<RecordColumn> = {}): RecordColumn {
  return { ...emptyRecordColumn(), ...fields, columnID: fields.columnID ?? randomUUID() };
}
