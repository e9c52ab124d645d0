/**
 * SPEC §4: monitoring is skipped for prerender services and screenshot bots. On its own so that every page's
 * first load asks it without the rest of the monitoring rules (monitoring-rules.ts, in the services' chunk).
 */
export const isBotUserAgent = (ua: string): boolean => /prerender|screenshot/i.test(ua);
