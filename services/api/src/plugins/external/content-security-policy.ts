/**
 * The Content-Security-Policy of every page and reply (docs/security.md, "Headers"). Scripts only from our
 * own origin (the shell, the federated remotes and their shared chunks are all served here) plus the server-rendered
 * pages' one inline script (page-script.ts) allowed by its hash (no other inline or eval'd script; the JSON data block is not run),
 * service workers (kiosk, cast) from our origin, no plugins, no framing by other sites. Images and videos may come from anywhere over http(s)
 * (external media are plain URLs), videos embed from YouTube and Vimeo, and API/monitoring calls may go to any
 * https origin. Every origin named in the runtime config served as /config.json (CONFIG_JSON: monitoring and
 * flag services, their proxies or relays, even on plain http) may be called, and its fonts service's
 * stylesheets loaded; the file is read at start (restart after changing a service's address there).
 * CSP_SCRIPT_SRC and CSP_FRAME_SRC add origins for a deployment's own scripts (a guidance tool's agent) and
 * embeds; CSP_CONNECT_SRC for other non-https endpoints.
 */
import { PAGE_SCRIPT_CSP_HASH } from '../../services/server-render/page-script';

export interface CspExtras {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  /** Origins of the fonts service's stylesheets (config.json's fontsBaseUrl). */
  styleSrc?: string[];
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The http(s) origins named anywhere in the runtime config (connect-src), and its fonts service's (style-src). */
export function runtimeConfigOrigins(config: unknown): { connectSrc: string[]; styleSrc: string[] } {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const origin = originOf(value);
      if (origin) found.add(origin);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(config);
  const fonts = (config as { fontsBaseUrl?: unknown } | null)?.fontsBaseUrl;
  const fontsOrigin = typeof fonts === 'string' ? originOf(fonts) : null;
  return { connectSrc: [...found], styleSrc: fontsOrigin ? [fontsOrigin] : [] };
}

export const VIDEO_EMBEDS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function cspDirectives(extras: CspExtras): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", PAGE_SCRIPT_CSP_HASH, ...extras.scriptSrc],
    scriptSrcAttr: ["'none'"],
    // Inline style attributes and the cast page's <style>: React and the theme set styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...(extras.styleSrc ?? [])],
    imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'http:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: [...new Set(["'self'", 'https:', 'wss:', ...extras.connectSrc])],
    frameSrc: ["'self'", ...VIDEO_EMBEDS, ...extras.frameSrc],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'self'"],
  };
}
