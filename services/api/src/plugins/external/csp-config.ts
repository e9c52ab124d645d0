/**
 * The Content-Security-Policy's additions for this deployment: CSP_SCRIPT_SRC / CSP_CONNECT_SRC / CSP_FRAME_SRC,
 * the origins named in the runtime config file (CONFIG_JSON), and the origins the remotes are deployed at
 * (REMOTES_JSON: a remote served from an origin of its own is loaded from there: its manifest, scripts and
 * stylesheets), read once at start. A file that cannot be read or parsed stops the start with its name (it would
 * also break /config.json or /remotes.json for every browser).
 */
import { readFileSync } from 'node:fs';
import type { AppConfig } from '../../config';
import { runtimeConfigOrigins, type CspExtras } from './content-security-policy';

export function cspExtras(config: AppConfig): CspExtras {
  let runtime: unknown = {};
  if (config.configJson) {
    try {
      runtime = JSON.parse(readFileSync(config.configJson, 'utf8'));
    } catch (err) {
      throw new Error(`CONFIG_JSON (${config.configJson}) is not a readable JSON file: ${(err as Error).message}`);
    }
  }
  const named = runtimeConfigOrigins(runtime);
  const remotes = remoteOrigins(config.remotesJson);
  return {
    scriptSrc: [...config.cspScriptSrc, ...remotes],
    connectSrc: [...config.cspConnectSrc, ...named.connectSrc, ...remotes],
    frameSrc: config.cspFrameSrc,
    styleSrc: [...named.styleSrc, ...remotes],
  };
}

/** The http(s) origins of the remotes' manifests listed in REMOTES_JSON (relative paths are our own origin). */
export function remoteOrigins(file: string | null): string[] {
  if (!file) return [];
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`REMOTES_JSON (${file}) is not a readable JSON file: ${(err as Error).message}`);
  }
  const origins = new Set<string>();
  for (const entry of Object.values((listed ?? {}) as Record<string, unknown>)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      /* not a URL: the shell ignores it too */
    }
  }
  return [...origins];
}
