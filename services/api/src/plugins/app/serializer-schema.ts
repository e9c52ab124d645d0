/**
 * The form of a reply schema that fast-json-stringify is given (validation, the OpenAPI document and the types
 * keep the schema as written). For an anyOf, fast-json-stringify picks the branch with an ajv validator per
 * branch, compiled on the route's first reply: a site's styling reply compiled 18, the first call of a route
 * after a start stalled the event loop for up to half a second, and every test app compiled them again (a tenth
 * of the API tests' CPU). Two kinds of union need no validator, and are written as fast-json-stringify's own forms:
 * - a union of string literals (the domain's `OneOf`, an anyOf of `const`s) as `{ type: 'string', enum }`;
 * - a union of plain schemas of different types (`Nullable(X)`: X or null; a string, number, boolean or null) as
 *   one schema with a list of types, told apart by `typeof`.
 * A reply that matches the schema is written exactly as before.
 */
type Schema = Record<string | symbol, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** `{ const: 'text' }` or `{ type: 'string', const: 'text' }`, with nothing else that a serializer would read. */
function isStringConst(branch: unknown): branch is Schema & { const: string } {
  if (!isObject(branch) || typeof branch.const !== 'string') return false;
  if (branch.type !== undefined && branch.type !== 'string') return false;
  return Object.keys(branch).every(
    (key) => key === 'const' || key === 'type' || key === 'title' || key === 'description',
  );
}

/** Keywords that make a branch more than "a value of this type" to a serializer. */
const COMBINING = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'const'];

/** The branches merged into one schema with their types listed, when each is a plain schema of its own type. */
function typeList(branches: unknown[]): Schema | null {
  const types = branches.map((b) => (isObject(b) && typeof b.type === 'string' ? b.type : null));
  if (types.some((t) => t === null) || new Set(types).size !== types.length) return null;
  if (types.includes('integer') && types.includes('number')) return null;
  if (branches.some((b) => COMBINING.some((key) => key in (b as Schema)))) return null;
  return { ...Object.assign({}, ...(branches as Schema[])), type: types };
}

function convert(node: unknown, done: WeakMap<object, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => convert(item, done));
  if (!isObject(node)) return node;
  const known = done.get(node);
  if (known !== undefined) return known;
  let out: Schema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length > 0 && branches.every(isStringConst)) {
    const { anyOf: _literals, ...rest } = node;
    out = { ...rest, type: 'string', enum: branches.map((b) => b.const) };
  } else if (Array.isArray(branches) && branches.length > 1 && typeList(branches)) {
    const { anyOf: _typed, ...rest } = node;
    out = convert({ ...rest, ...typeList(branches) }, done) as Schema;
  } else {
    out = {};
    for (const key of Reflect.ownKeys(node)) out[key] = convert(node[key], done);
  }
  done.set(node, out);
  return out;
}

/** A copy of `schema` in the form the reply serializer is compiled from; `schema` itself is left as it is. */
export function serializerSchema<T>(schema: T): T {
  return convert(schema, new WeakMap()) as T;
}
