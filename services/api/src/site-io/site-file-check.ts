/**
 * Checks a site file before anything is written: the format tag, the site id, the lists, that every id is
 * a plain string (no operator objects such as {"$gt": ""}) and no key is an operator, and finally the
 * whole file against the domain's SiteFileSchema, once the optional fields it leaves out have their defaults
 * (site-file-defaults.ts). Throws 400 with a message naming the problem. Before anything walks it, its nesting
 * is bounded; fields the schema does not have are left out (named in `dropped`) and rich text is sanitised as
 * the edit routes do (site-file-clean.ts).
 */
import { Value } from '@sinclair/typebox/value';
import { SiteFileSchema, type SiteFile } from '@laurel/domain';
import { badRequest } from '../plugins/app/http-errors';
import { assertDepth, withoutUnknownFields, withSanitisedRichText } from './site-file-clean';
import { categoryWithDefaults, entryWithDefaults, mediaWithDefaults, siteWithDefaults } from './site-file-defaults';

export const SITE_FILE_FORMAT = 'laurel-site@1';
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:|@-]{0,199}$/;
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const LISTS = ['categories', 'entries', 'media', 'castScreens', 'users'] as const;
const ID_FIELD: Record<(typeof LISTS)[number], string> = {
  categories: '_id',
  entries: '_id',
  media: '_id',
  castScreens: 'screenId',
  users: '_id',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rejects keys that MongoDB would read as operators or paths anywhere in a document. */
function assertPlainKeys(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPlainKeys(v, `${where}[${i}]`));
  } else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('$') || key.includes('.')) throw badRequest(`${where}: field name "${key}" is not allowed.`);
      assertPlainKeys(v, `${where}.${key}`);
    }
  }
}

/** A checked site file, and the paths of the fields left out of it because site files do not have them. */
export interface CheckedSiteFile {
  file: SiteFile;
  dropped: string[];
}

export const checkSiteFile = (input: unknown): SiteFile => readSiteFile(input).file;

export function readSiteFile(input: unknown): CheckedSiteFile {
  if (!isObject(input)) throw badRequest('A site file must be a JSON object.');
  assertDepth(input);
  if (input.format !== SITE_FILE_FORMAT)
    throw badRequest(`Unknown site file format "${String(input.format)}"; expected "${SITE_FILE_FORMAT}".`);
  const site = input.site;
  if (!isObject(site)) throw badRequest('The site file has no "site" object.');
  if (typeof site.siteID !== 'string' || !SITE_ID.test(site.siteID))
    throw badRequest('site.siteID must be a plain string of letters, digits, "-" or "_".');
  if (typeof site.clientID !== 'string' || !ID.test(site.clientID))
    throw badRequest('site.clientID must be a plain string id.');
  assertPlainKeys(site, 'site');
  for (const list of LISTS) {
    const items = input[list] ?? [];
    if (!Array.isArray(items)) throw badRequest(`"${list}" must be a list.`);
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (!isObject(item)) throw badRequest(`${list}[${i}] must be an object.`);
      const id = item[ID_FIELD[list]];
      if (typeof id !== 'string' || !ID.test(id))
        throw badRequest(`${list}[${i}].${ID_FIELD[list]} must be a plain string id.`);
      if (seen.has(id)) throw badRequest(`${list} lists the id "${id}" twice.`);
      seen.add(id);
      assertPlainKeys(item, `${list}[${i}]`);
    });
  }
  (input.users as unknown[] | undefined)?.forEach((u, i) => {
    const user = u as Record<string, unknown>;
    if (typeof user.email !== 'string' || !user.email.includes('@'))
      throw badRequest(`users[${i}].email must be an e-mail address.`);
    if (!['internal', 'admin', 'editor'].includes(String(user.role)))
      throw badRequest(`users[${i}].role must be internal, admin or editor.`);
  });
  const file: SiteFile = {
    format: SITE_FILE_FORMAT,
    site: siteWithDefaults(site) as unknown as SiteFile['site'],
    categories: ((input.categories ?? []) as Record<string, unknown>[]).map(
      categoryWithDefaults,
    ) as unknown as SiteFile['categories'],
    entries: ((input.entries ?? []) as Record<string, unknown>[]).map(
      entryWithDefaults,
    ) as unknown as SiteFile['entries'],
    media: ((input.media ?? []) as Record<string, unknown>[]).map(mediaWithDefaults) as unknown as SiteFile['media'],
    castScreens: (input.castScreens ?? []) as SiteFile['castScreens'],
    users: (input.users ?? []) as SiteFile['users'],
  };
  const problems = [...Value.Errors(SiteFileSchema, file)].slice(0, 3).map((e) => `${e.path || '/'}: ${e.message}`);
  if (problems.length > 0) throw badRequest(`The site file does not match ${SITE_FILE_FORMAT}: ${problems.join('; ')}`);
  const known = withoutUnknownFields(file);
  return { file: withSanitisedRichText(known.file), dropped: known.dropped };
}
