/**
 * Reads a multipart upload (media, record CSV) so that every malformed one gets a 4xx at once: at most
 * MAX_UPLOAD_FIELDS text fields, exactly one file in the field "file", the whole body read to its end (a
 * second file or a body cut short is seen), and the plugin's limit errors turned into clear messages.
 * The file part is handed to `onFile`, which must consume its stream (write it to disk, read it to memory);
 * whatever `onFile` made is handed to `discard` when the form turns out to be bad.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../plugins/app/http-errors';

export const MAX_UPLOAD_FIELDS = 20;
/** The multipart plugin's own cap, above ours so that ours (which answers at once) is met first. */
export const MULTIPART_FIELDS_BACKSTOP = 100;

export const SEND_AS_MULTIPART = 'Send the file as multipart/form-data in a field named "file".';
export const TOO_MANY_FIELDS = `The upload has too many form fields (at most ${MAX_UPLOAD_FIELDS}).`;
export const ONE_FILE = 'Send one file per upload.';
export const CUT_OFF = 'The upload ended before the whole file arrived. Please try again.';

export interface UploadForm<T> {
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
  filename: string;
  file: T;
}

interface PluginError {
  code?: string;
  message?: string;
}

/** The 4xx for an error the multipart reader or the file stream raised; null for anything else. */
export function uploadError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const { code, message = '' } = (err ?? {}) as PluginError;
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, TOO_MANY_FIELDS);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'The file is larger than the upload limit.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(SEND_AS_MULTIPART);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest(message);
  // busboy: a multipart content type without its boundary is not a multipart form at all.
  if (/boundary not found/i.test(message)) return badRequest(SEND_AS_MULTIPART);
  if (/terminated early|Unexpected end|Malformed|boundary/i.test(message)) return badRequest(CUT_OFF);
  return null;
}

export async function readUploadForm<T>(
  request: FastifyRequest,
  options: { fileSize: number },
  onFile: (part: MultipartFile) => Promise<T>,
  discard: (made: T) => Promise<void>,
): Promise<UploadForm<T>> {
  if (!request.isMultipart()) throw badRequest(SEND_AS_MULTIPART);
  const fields: Record<string, string> = {};
  let fieldCount = 0;
  let made: { filename: string; file: T } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.fileSize } })) {
      if (part.type === 'field') {
        if (++fieldCount > MAX_UPLOAD_FIELDS) throw new HttpError(413, TOO_MANY_FIELDS);
        if (!(part.fieldname in fields) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (made) throw badRequest(ONE_FILE);
      if (part.fieldname !== 'file') throw badRequest(SEND_AS_MULTIPART);
      const file = await onFile(part);
      made = { filename: part.filename, file };
      if (part.file.truncated) break; // onFile saw the size limit; nothing after it matters
    }
  } catch (err) {
    if (made) await discard(made.file);
    throw uploadError(err) ?? err;
  }
  if (!made) throw badRequest(SEND_AS_MULTIPART);
  return { fields, filename: made.filename, file: made.file };
}
