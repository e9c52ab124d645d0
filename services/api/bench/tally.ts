/** Requests, time, CPU and latency over a server's slices of a bench:read round (public-folder.ts). */
import type { WrkResult } from './wrk';

export class Tally {
  private requests = 0;
  private time = 0;
  private cpuMs: number | null = 0;
  private p50s: number[] = [];
  private p99s: number[] = [];
  private errors = 0;
  add(r: WrkResult, seconds: number, cpuMs: number | null): void {
    this.requests += r.rps * seconds;
    this.time += seconds;
    this.cpuMs = cpuMs === null || this.cpuMs === null ? null : this.cpuMs + cpuMs;
    this.p50s.push(r.p50);
    this.p99s.push(r.p99);
    this.errors += r.errors;
  }
  get rps(): number {
    return this.requests / this.time;
  }
  get usPerRequest(): number | null {
    return this.cpuMs === null ? null : (this.cpuMs * 1000) / this.requests;
  }
  /** Requests per second over all slices; the median slice's p50 and the worst slice's p99. */
  result(): WrkResult {
    return { rps: this.rps, p50: median(this.p50s), p99: Math.max(...this.p99s), errors: this.errors };
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** "min–max" of a list, to `digits` decimals. */
export const range = (xs: readonly number[], digits: number): string =>
  `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
