// MongoDB-shaped command errors: { ok: 0, errmsg, code, codeName, ...extra }.
export const ErrorCodes = {
  InternalError: 1,
  Unauthorized: 13,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  PathNotViable: 28,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  Location16755: 16755,
  InvalidNamespace: 73,
  NoMatchingDocument: 47,
  GraphContainsCycle: 93,
  ViewDepthLimitExceeded: 149,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  TransactionTooOld: 225,
  CursorKilled: 237,
  InvalidResumeToken: 260,
  OperationNotSupportedInTransaction: 263,
  ChangeStreamFatalError: 280,
  ChangeStreamHistoryLost: 286,
} as const;

const names: Record<number, string> = Object.fromEntries(Object.entries(ErrorCodes).map(([k, v]) => [v, k]));

export class MongoServerError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly labels: string[];
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}, labels: string[] = []) {
    super(message);
    this.code = code;
    this.codeName = names[code] ?? 'Location' + code;
    this.extra = extra;
    this.labels = labels;
  }

  toReply(): Record<string, unknown> {
    const reply: Record<string, unknown> = {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: this.codeName,
      ...this.extra,
    };
    if (this.labels.length) reply.errorLabels = this.labels;
    return reply;
  }

  /** The entry of `writeErrors` for a failed write at `index`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

export function fail(code: number, message: string, extra?: Record<string, unknown>): never {
  throw new MongoServerError(code, message, extra);
}

/** Wraps anything thrown by mingo or our own code as a MongoServerError. */
export function asServerError(err: unknown): MongoServerError {
  if (err instanceof MongoServerError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new MongoServerError(ErrorCodes.BadValue, message);
}
