/** The bundled font list lives in @laurel/domain (the API serves those fonts); the theme adds their CSS stacks. */
import type { FontCategory } from '@laurel/domain';

export { FONT_LIST, findFont, fontPackageName, type FontCategory, type FontListItem } from '@laurel/domain';

/** System font stacks used after the chosen family, and alone when web fonts are not loaded. */
export const SYSTEM_STACKS: Record<FontCategory, string> = {
  'sans-serif': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  display: 'Impact, Haettenschweiler, "Arial Narrow Bold", "Franklin Gothic Bold", system-ui, sans-serif',
  handwriting: '"Segoe Script", "Bradley Hand", "Brush Script MT", cursive',
  monospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};
