/**
 * A cache of compiled route schemas, on disk, for the test suite (buildApp's `schemaCodeCache`; never set in
 * production). Compiling every route's request validators (ajv) and reply serializers (fast-json-stringify) is
 * most of an app start, and Jest starts ~80 apps, each in a fresh module registry. Both libraries can write the
 * code they generate as a module ("standalone" code, the form Fastify documents for precompiled schemas): it is
 * stored under `dir`, named by a hash of the library version, the compiler's options and the schema's JSON, so a
 * changed schema or library gets a new file and never a stale one. Every function, read or freshly made, is
 * loaded from that code, so a test runs the same generated code whether the cache was warm or cold. Within one
 * app start, identical schemas (the error replies every route shares) are compiled once; within one process (a
 * Jest file's module registry), the same code is loaded once and its function shared by every app built there,
 * like the twenty an API spec group builds (test/groups.cjs). A shared serializer also keeps what it compiles on
 * first use (the ajv validators fast-json-stringify runs for anyOf and if/then schemas), which every app compiled
 * again before. Neither kind keeps state between calls beyond that (ajv's `errors` is read right after a call).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import fastJsonStringify from 'fast-json-stringify';

type Compiled = (...args: never[]) => unknown;

/** The installed version of a library (part of every key: a new version compiles anew). */
function version(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/** Runs CommonJS module code (what both libraries write) and returns its exports. */
function load<T>(code: string): T {
  const module = { exports: {} as T };
  // The code is what ajv or fast-json-stringify generated for our own schemas, read back from our cache folder.
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports;
}

/** The functions loaded in this process, by the code they were loaded from. */
const loadedCode = new Map<string, Compiled>();

export class SchemaCodeCache {
  private readonly loaded = new Map<string, Compiled>();
  private readonly ajvVersion = version('ajv');
  private readonly fjsVersion = version('fast-json-stringify');

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** The code stored under `key`, or the code `generate` makes (then stored), loaded once per key. */
  private get<T extends Compiled>(key: string, generate: () => string): T {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const found = this.loaded.get(hash);
    if (found) return found as T;
    const file = join(this.dir, `${hash}.js`);
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      code = generate();
      // Written whole then renamed: two Jest workers making the same file never leave a half-written one.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, code);
      renameSync(part, file);
    }
    let fn = loadedCode.get(code);
    if (!fn) {
      fn = load<T>(code);
      loadedCode.set(code, fn);
    }
    this.loaded.set(hash, fn);
    return fn as T;
  }

  /** A request validator compiled by `ajv` (made with `code.source: true`); `kind` names its options. */
  validator<T extends Compiled>(ajv: Ajv, kind: string, schema: unknown): T {
    return this.get<T>(`ajv ${this.ajvVersion} ${kind} ${JSON.stringify(schema)}`, () =>
      standaloneCode(ajv, ajv.compile(schema as object)),
    );
  }

  /** A reply serializer, as Fastify's default compiler makes it (fast-json-stringify without options). */
  serializer<T extends Compiled>(schema: unknown): T {
    return this.get<T>(`fjs ${this.fjsVersion} ${JSON.stringify(schema)}`, () =>
      fastJsonStringify(schema as object, { mode: 'standalone' }),
    );
  }
}
