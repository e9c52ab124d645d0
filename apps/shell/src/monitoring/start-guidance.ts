import type { PendoConfig } from './runtime-config';

export interface GuidanceVisitor {
  email: string;
  isAdmin: boolean;
  clientID: string | null;
  organizationName: string | null;
}

/** Pendo's initialize options (SPEC §6, §9): the e-mail as visitor id, role admin or user, the client as account. */
export function guidanceOptions(config: PendoConfig, v: GuidanceVisitor) {
  return {
    apiKey: config.apiKey,
    env: config.env,
    visitor: { id: v.email, email: v.email, role: v.isAdmin ? 'admin' : 'user' },
    account: { id: v.clientID ?? 'unknown', name: v.organizationName ?? undefined },
    ...(config.settings ? { config: config.settings } : {}),
    ...(config.dataHost ? { dataHost: config.dataHost } : {}),
    ...(config.contentHost ? { contentHost: config.contentHost } : {}),
  };
}

/**
 * Starts the in-app guidance tool (Pendo's agent from `@pendo/agent`, its own chunk, loaded only now): for a
 * signed-in user who has signed the agreements.
 */
export async function startGuidance(config: PendoConfig, visitor: GuidanceVisitor): Promise<void> {
  const { initialize } = await import(/* webpackChunkName: "guidance" */ '@pendo/agent');
  await initialize(guidanceOptions(config, visitor));
}
