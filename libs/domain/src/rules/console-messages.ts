/**
 * SPEC §8's words for the console, apart from MESSAGES (messages.ts, which holds them too): a visitor's Home
 * logs this one without carrying every other message.
 */
export const HOME_CATEGORY_404 = 'Home Category 404';
