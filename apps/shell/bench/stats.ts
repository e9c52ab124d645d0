/** Median and 95th percentile (nearest rank) of a list of numbers. */
export function summarise(values: number[]): { median: number; p95: number; n: number } {
  if (values.length === 0) return { median: NaN, p95: NaN, n: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, p95: rank(0.95), n: sorted.length };
}

/** Which deployable app a script URL belongs to. */
export function appOf(url: string): string {
  const path = new URL(url).pathname;
  const m = /^\/remotes\/([^/]+)\//.exec(path);
  return m ? m[1] : 'shell';
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
