/**
 * The Content-Security-Policy's additions for this deployment: CSP_SCRIPT_SRC / CSP_CONNECT_SRC / CSP_FRAME_SRC
 * and the origins named in the runtime config file (CONFIG_JSON), read once at start. A config file that cannot
 * be read or parsed stops the start with its name (it would also break /config.json for every browser).
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
  return {
    scriptSrc: config.cspScriptSrc,
    connectSrc: [...config.cspConnectSrc, ...named.connectSrc],
    frameSrc: config.cspFrameSrc,
    styleSrc: named.styleSrc,
  };
}
