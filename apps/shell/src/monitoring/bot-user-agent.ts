/** SPEC §4: monitoring is skipped for prerender services and screenshot bots. */
export const isBotUserAgent = (ua: string): boolean => /prerender|screenshot/i.test(ua);
