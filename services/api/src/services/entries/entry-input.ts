/** Turns an entry input (media as ids, rich text) into stored fields: media resolved, HTML sanitised. */
import {
  MESSAGES,
  type Category,
  type Entry,
  type EntryInput,
  type RecordInfo,
  type RecordInfoInput,
} from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import type { Ctx } from '../context';
import { newRecordInfo } from '../defaults';
import { resolveMediaFields } from '../media/media-ref-service';
import { sanitizeRichText } from '../sanitize';

const ENTRY_MEDIA = ['headshot', 'background', 'cardBackground', 'flipbook'] as const;

export async function recordInfoFields(
  ctx: Ctx,
  input: RecordInfoInput,
  category: Category,
): Promise<Partial<RecordInfo>> {
  const out: Partial<RecordInfo> = await resolveMediaFields(ctx, input, ['recordImage'], [], category._id);
  if (typeof out.description === 'string') out.description = sanitizeRichText(out.description);
  if (
    out.columnID !== undefined &&
    out.columnID !== '' &&
    !category.recordColumns.some((c) => c.columnID === out.columnID)
  ) {
    throw badRequest(MESSAGES.recordColumnMissing);
  }
  return out;
}

/** The complete record info of a record: the current one (or defaults) merged with the input. */
export async function mergedRecordInfo(
  ctx: Ctx,
  current: RecordInfo | null,
  input: RecordInfoInput,
  category: Category,
): Promise<RecordInfo> {
  const fields = await recordInfoFields(ctx, input, category);
  const merged = newRecordInfo({ ...(current ?? {}), ...fields });
  if (!merged.columnID && category.layout === 'RecordsLayout') {
    if (category.recordColumns.length === 0) throw badRequest(MESSAGES.recordColumnMissing);
    merged.columnID = category.recordColumns[0].columnID;
  }
  return merged;
}

export async function entryFields(
  ctx: Ctx,
  input: EntryInput,
  category: Category,
  current: Entry | null,
): Promise<Partial<Entry>> {
  const { recordInfo, ...rest } = input;
  const out: Partial<Entry> = await resolveMediaFields(ctx, rest, ENTRY_MEDIA, ['media'], category._id);
  if (typeof out.description === 'string') out.description = sanitizeRichText(out.description);
  if (recordInfo === null) out.recordInfo = null;
  else if (recordInfo !== undefined)
    out.recordInfo = await mergedRecordInfo(ctx, current?.recordInfo ?? null, recordInfo, category);
  return out;
}
