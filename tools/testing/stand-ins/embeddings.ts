/**
 * A stand-in for an OpenAI-compatible embeddings API (`POST /v1/embeddings`) on 127.0.0.1. Its "model" knows
 * a few meanings, each a dimension that several words share (night, evening, dark → one), so texts with no
 * word in common can still be close; other words fall into hashed dimensions. Checks the bearer key and the
 * model like the real API (401 `invalid_api_key`, 404 `model_not_found`), answers `{object: 'list', data:
 * [{object: 'embedding', index, embedding}], model, usage}`, and records every request. `failWith` makes it
 * answer that status with an error until cleared.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInEmbeddings {
  /** The endpoint: `${origin}/v1/embeddings`. */
  url: string;
  apiKey: string;
  model: string;
  requests: { model: string; input: string[]; authorization: string | null }[];
  /** When set, every request is answered with this status and an error body. */
  failWith: number | null;
  close(): Promise<void>;
}

/** Words that mean the same thing share a dimension. */
const MEANINGS = [
  ['night', 'evening', 'dark', 'dusk', 'floodlights', 'nocturnal'],
  ['team', 'squad', 'players', 'roster', 'lineup'],
  ['photo', 'picture', 'portrait', 'snapshot', 'photograph'],
  ['trophy', 'cup', 'award', 'championship', 'medal'],
  ['yearbook', 'programme', 'program', 'booklet', 'brochure'],
  ['dinner', 'banquet', 'gala', 'feast'],
];
const HASHED = 16;
export const STAND_IN_DIMENSIONS = MEANINGS.length + HASHED;

function vectorOf(text: string): number[] {
  const v = new Array<number>(STAND_IN_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const meaning = MEANINGS.findIndex((group) => group.includes(word));
    if (meaning >= 0) v[meaning] += 3;
    else v[MEANINGS.length + ([...word].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % HASHED)] += 0.2;
  }
  return v;
}

export async function startEmbeddings(options: { apiKey?: string; model?: string } = {}): Promise<StandInEmbeddings> {
  const api: StandInEmbeddings = {
    url: '',
    apiKey: options.apiKey ?? 'sk-stand-in',
    model: options.model ?? 'stand-in-embed-1',
    requests: [],
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const error = (status: number, code: string, message: string) =>
      send(status, { error: { message, type: 'invalid_request_error', param: null, code } });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url !== '/v1/embeddings' || req.method !== 'POST') return error(404, 'not_found', 'Unknown route');
      let body: { model?: string; input?: string | string[] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString()) as typeof body;
      } catch {
        return error(400, 'invalid_json', 'We could not parse the JSON body of your request.');
      }
      const input = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
      api.requests.push({ model: body.model ?? '', input, authorization: req.headers.authorization ?? null });
      if (api.failWith) return error(api.failWith, 'server_error', 'The server had an error processing your request.');
      if (req.headers.authorization !== `Bearer ${api.apiKey}`)
        return error(401, 'invalid_api_key', 'Incorrect API key provided.');
      if (body.model !== api.model) return error(404, 'model_not_found', `The model \`${body.model}\` does not exist.`);
      if (!Array.isArray(input) || input.length === 0 || input.some((t) => typeof t !== 'string' || !t))
        return error(400, 'invalid_input', "'input' must be a non-empty string or array of strings.");
      send(200, {
        object: 'list',
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
        model: api.model,
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/embeddings`;
  return api;
}
