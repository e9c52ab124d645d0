/** The parts of the service-worker global scope the workers use (TypeScript's DOM lib has no worker scope here). */
export interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends WaitEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface WorkerMessageEvent extends WaitEvent {
  data: unknown;
}
export interface WorkerScope {
  registration: { scope: string };
  clients: { claim(): Promise<void>; matchAll(options: object): Promise<Array<{ url: string }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}
