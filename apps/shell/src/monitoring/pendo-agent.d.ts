/** The part of `@pendo/agent` (ships no types) that the shell uses. */
declare module '@pendo/agent' {
  export function initialize(options: {
    apiKey: string;
    env: string;
    visitor?: Record<string, unknown> & { id: string };
    account?: Record<string, unknown> & { id: string };
    config?: Record<string, unknown>;
    [option: string]: unknown;
  }): Promise<unknown>;
}
