/**
 * The Content-Security-Policy of every page and reply (docs/security.md, "Headers"). Scripts only from our
 * own origin (the shell, the federated remotes and their shared chunks are all served here), no inline or
 * eval'd script, no plugins, no framing by other sites. Images and videos may come from anywhere over http(s)
 * (external media are plain URLs), videos embed from YouTube and Vimeo, and API/monitoring calls may go to any
 * https origin (services named in /config.json). CSP_SCRIPT_SRC and CSP_FRAME_SRC add origins for a
 * deployment's own scripts (a guidance tool's agent) and embeds; CSP_CONNECT_SRC for non-https endpoints.
 */
export interface CspExtras {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

export const VIDEO_EMBEDS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function cspDirectives(extras: CspExtras): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...extras.scriptSrc],
    scriptSrcAttr: ["'none'"],
    // Inline style attributes and the cast page's <style>: React and the theme set styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'http:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https:', 'wss:', ...extras.connectSrc],
    frameSrc: ["'self'", ...VIDEO_EMBEDS, ...extras.frameSrc],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'self'"],
  };
}
