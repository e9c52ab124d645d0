/** The browser's localStorage, or undefined where there is none or it is refused (private mode, no window). */
export const browserStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};
