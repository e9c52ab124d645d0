/**
 * A site file may leave out optional fields (an older export, a hand-made file): they get the values a new
 * site, folder, profile or record gets, so the file is imported instead of refused for what it does not say.
 * Only missing fields are filled; a field that is there with a wrong type is still refused by the schema.
 */
import {
  defaultSiteContent,
  emptyCategoryContent,
  emptyEntryContent,
  emptyRecordColumn,
  emptyRecordInfo,
  PDF_MIME_TYPE,
} from '@laurel/domain';

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` with every field of `defaults` it lacks; nested objects are filled the same way. */
export function withDefaults(defaults: Doc, value: Doc): Doc {
  const out: Doc = { ...value };
  for (const [key, d] of Object.entries(defaults)) {
    if (out[key] === undefined) out[key] = d;
    else if (isObject(d) && isObject(out[key])) out[key] = withDefaults(d, out[key] as Doc);
  }
  return out;
}

const MEDIA_DEFAULTS: Doc = { isExternal: false, metadata: {}, hideInDAM: false };

function withMediaDefaults(m: unknown): unknown {
  if (!isObject(m)) return m;
  return withDefaults({ ...MEDIA_DEFAULTS, uuid: m._id, type: 'image', mimeType: 'image/jpeg' }, m);
}

/** A flipbook is always a PDF: a hand-made file may leave out its type. */
function withFlipbookDefaults(doc: Doc): Doc {
  if (!isObject(doc.flipbook)) return doc;
  const pdf = { ...MEDIA_DEFAULTS, uuid: doc.flipbook._id, type: 'document', mimeType: PDF_MIME_TYPE };
  return { ...doc, flipbook: withDefaults(pdf, doc.flipbook) };
}

export function siteWithDefaults(site: Doc): Doc {
  const styleName = typeof site.styleName === 'string' ? site.styleName : String(site.siteID);
  return withDefaults(defaultSiteContent(styleName) as unknown as Doc, site);
}

export function categoryWithDefaults(c: Doc): Doc {
  const filled = withFlipbookDefaults(
    withDefaults({ ...emptyCategoryContent(), path: `/category/${String(c._id)}` } as Doc, c),
  );
  if (Array.isArray(filled.recordColumns))
    filled.recordColumns = filled.recordColumns.map((col) =>
      isObject(col) ? withDefaults(emptyRecordColumn() as unknown as Doc, col) : col,
    );
  return filled;
}

export function entryWithDefaults(e: Doc): Doc {
  const filled = withFlipbookDefaults(
    withDefaults({ ...emptyEntryContent(), firstName: '', lastName: '', path: `/entry/${String(e._id)}` } as Doc, e),
  );
  if (isObject(filled.recordInfo)) {
    const name = typeof filled.recordInfo.name === 'string' ? filled.recordInfo.name : '';
    filled.recordInfo = withDefaults(emptyRecordInfo(name) as unknown as Doc, filled.recordInfo);
  }
  if (Array.isArray(filled.media)) filled.media = filled.media.map(withMediaDefaults);
  return filled;
}

export const mediaWithDefaults = (m: Doc): Doc => withMediaDefaults(m) as Doc;
