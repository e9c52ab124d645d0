/**
 * Public reads and editors' writes through the edge while something happens to the replicas behind it. Each
 * client has an address of its own (127.0.0.21, .22, …: the edge limits rates per client address) and paces
 * itself under the edge's limits: per round a folder list and the site's styling (each with a query of its own,
 * so they pass the micro-cache and reach a replica), a photo, and one folder created. Counts every request and
 * failure, and keeps the ids of the acknowledged writes (folders created) to look for them afterwards.
 */
import { Agent, request } from 'node:http';

export interface LoadReport {
  reads: number;
  failedReads: string[];
  /** Reads a replica answered (the edge's X-Edge-Cache said MISS, EXPIRED or BYPASS). */
  readsReachingReplicas: number;
  writes: number;
  failedWrites: string[];
  ackedFolders: string[];
}

interface Reply {
  status: number;
  body: string;
  edgeCache: string;
}

function send(
  agent: Agent,
  localAddress: string,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, edgeCache: String(res.headers['x-edge-cache'] ?? '') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function startLoad(port: number, token: string, photoUrl: string, clients = 4, roundMs = 250) {
  const report: LoadReport = {
    reads: 0,
    failedReads: [],
    readsReachingReplicas: 0,
    writes: 0,
    failedWrites: [],
    ackedFolders: [],
  };
  let running = true;
  let n = 0;
  const client = async (i: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const address = `127.0.0.${21 + i}`;
    const read = async (path: string) => {
      report.reads++;
      try {
        const res = await send(agent, address, port, 'GET', path);
        if (res.status !== 200) report.failedReads.push(`${res.status} ${path}`);
        else if (['MISS', 'EXPIRED', 'BYPASS'].includes(res.edgeCache)) report.readsReachingReplicas++;
      } catch (err) {
        report.failedReads.push(`${(err as Error).message} ${path}`);
      }
    };
    const write = async () => {
      report.writes++;
      const body = JSON.stringify({ categoryName: `Load ${n++}` });
      try {
        const res = await send(
          agent,
          address,
          port,
          'POST',
          '/api/v1/sites/default/categories',
          { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        );
        const id = res.status === 201 ? (JSON.parse(res.body) as { _id?: string })._id : undefined;
        if (id) report.ackedFolders.push(id);
        else
          report.failedWrites.push(
            `${res.status} ${res.body
              .replace(/<[^>]*>|\s+/g, ' ')
              .trim()
              .slice(0, 80)}`,
          );
      } catch (err) {
        report.failedWrites.push((err as Error).message);
      }
    };
    while (running) {
      const started = Date.now();
      const round = n;
      await read(`/api/v1/sites/default/categories?load=${i}-${round}`);
      await read(photoUrl);
      await read(`/api/v1/sites/default/styling?load=${i}-${round}`);
      await write();
      await new Promise((r) => setTimeout(r, Math.max(0, roundMs - (Date.now() - started))));
    }
    agent.destroy();
  };
  const loops = Array.from({ length: clients }, (_, i) => client(i));
  return {
    report,
    stop: async (): Promise<LoadReport> => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}
