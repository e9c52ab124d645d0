import type { HomeButton, HomeButtonInput } from '@laurel/domain';

/**
 * Home's buttons as a request body (the whole list): images as media ids; `confirmed` is the server's to set
 * (SPEC §4). Used by the home buttons' editor and by what adds a button at a time (Home, the Canva importer).
 */
export function toButtonsInput(buttons: HomeButton[]): HomeButtonInput[] {
  return buttons.map(({ buttonId, type, label, data }) => ({
    buttonId,
    type,
    label,
    data: {
      ...(data.url !== undefined ? { url: data.url } : {}),
      ...(data.username !== undefined ? { username: data.username } : {}),
      ...(data.text !== undefined ? { text: data.text } : {}),
      ...(data.image !== undefined ? { image: data.image?._id ?? null } : {}),
    },
  }));
}
