/**
 * Public reads and editors' writes against one address while something happens to the replicas behind it:
 * counts every request and failure, and keeps the ids of the acknowledged writes (folders created) to look for
 * them afterwards.
 */
export interface LoadReport {
  reads: number;
  failedReads: string[];
  writes: number;
  failedWrites: string[];
  ackedFolders: string[];
}

export function startLoad(port: number, token: string, photoUrl: string, workers = 4) {
  const report: LoadReport = { reads: 0, failedReads: [], writes: 0, failedWrites: [], ackedFolders: [] };
  let running = true;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const read = async (url: string) => {
    report.reads++;
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) report.failedReads.push(`${res.status} ${url}`);
    } catch (err) {
      report.failedReads.push(`${(err as Error).message} ${url}`);
    }
  };
  const write = async (n: number) => {
    report.writes++;
    try {
      const res = await fetch(`${base}/sites/default/categories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ categoryName: `Load ${n}` }),
      });
      const body = (await res.json()) as { _id?: string };
      if (res.status === 201 && body._id) report.ackedFolders.push(body._id);
      else report.failedWrites.push(`${res.status}`);
    } catch (err) {
      report.failedWrites.push((err as Error).message);
    }
  };
  let n = 0;
  const loop = async () => {
    while (running) {
      await read(`${base}/sites/default/categories`);
      await read(`http://127.0.0.1:${port}${photoUrl}`);
      await read(`${base}/sites/default/styling`);
      await write(n++);
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    report,
    stop: async (): Promise<LoadReport> => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}
