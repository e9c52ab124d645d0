/** The operations of the OpenAPI document (GET /api/openapi.json), flattened for the fuzz suite. */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/v1/sites/{siteId}/entries/{entryId}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  headers: string[];
  /** The application/json request body schema ($refs resolved lazily by `resolve`), or null. */
  body: JsonSchema | null;
  /** True when the document marks the operation with the bearer requirement. */
  signedIn: boolean;
}

export interface OperationSet {
  operations: Operation[];
  /** Follows a `$ref` of the document's components; other schemas are returned as they are. */
  resolve(schema: JsonSchema): JsonSchema;
}

interface RawParam {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface RawOperation {
  parameters?: RawParam[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function loadOperations(app: FastifyInstance): Promise<OperationSet> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    return resolve(components[name] ?? {});
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: m.toUpperCase() as Operation['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        headers: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        signedIn: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return { operations, resolve };
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
