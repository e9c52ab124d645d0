/**
 * The one way the API fetches addresses it does not own (the X API, calendar feeds): a time limit, a size
 * limit read while streaming (a lying or missing Content-Length cannot make us buffer more), and failures as
 * one error type with a reason. Any guard on where the server may connect (internal addresses, redirects)
 * belongs here, so every outbound read gets it at once.
 */
export type OutboundFailure = 'timeout' | 'unreachable' | 'too-large';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

export interface OutboundOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new OutboundError('too-large', `more than ${maxBytes} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function outboundFetch(url: string, options: OutboundOptions): Promise<OutboundResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: options.headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return {
      status: response.status,
      ok: response.ok,
      headers: response.headers,
      text: await readCapped(response, options.maxBytes),
    };
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new OutboundError('timeout', 'the server did not answer in time');
    throw new OutboundError('unreachable', 'the server could not be reached');
  }
}
