// Checks on update documents that mingo does not make: unknown operators, conflicting paths,
// the immutable _id and numeric arguments.
import type { Document } from 'bson';
import { fail, ErrorCodes } from '../errors';
import { isNumeric } from '../storage/values';

export const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

export function isOperatorUpdate(update: Document): boolean {
  const keys = Object.keys(update);
  return keys.length > 0 && keys[0].startsWith('$');
}

/** Validates a replacement document (no operators, no dotted or $ top-level names). */
export function validateReplacement(doc: Document): void {
  for (const k of Object.keys(doc)) {
    if (k.startsWith('$'))
      fail(
        ErrorCodes.BadValue,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document.`,
      );
  }
}

const strip = (p: string): string =>
  p
    .split('.')
    .filter((s) => s !== '$' && s !== '$[]' && !/^\$\[\w*\]$/.test(s))
    .join('.');

export function validateOperators(update: Document): void {
  const paths: Array<[string, string]> = [];
  for (const [op, spec] of Object.entries(update)) {
    if (!op.startsWith('$'))
      fail(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!UPDATE_OPERATORS.has(op))
      fail(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!spec || typeof spec !== 'object' || Array.isArray(spec))
      fail(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${Array.isArray(spec) ? 'array' : typeof spec} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(spec)}}`,
      );
    for (const [path, arg] of Object.entries(spec as Document)) {
      if (path === '') fail(ErrorCodes.BadValue, 'An empty update path is not valid.');
      paths.push([path, op]);
      if (op === '$rename') {
        if (typeof arg !== 'string')
          fail(ErrorCodes.BadValue, `The 'to' field for $rename must be a string: ${path}: ${JSON.stringify(arg)}`);
        paths.push([arg, op]);
      }
      if ((op === '$inc' || op === '$mul') && !isNumeric(arg)) {
        const verb = op === '$inc' ? 'increment' : 'multiply';
        fail(ErrorCodes.TypeMismatch, `Cannot ${verb} with non-numeric argument: {${path}: ${JSON.stringify(arg)}}`);
      }
    }
  }
  const sorted = paths.map(([p]) => strip(p)).sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (a === b || b.startsWith(a + '.'))
      fail(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
  }
}
