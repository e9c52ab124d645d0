import { CUSTOM_COLOR_NAMES, type CustomColorName, type SiteColors } from '@laurel/domain';
import { AA_CONTRAST, contrastRatio, isValidColor, sitePalette, TEXT_ON } from '@laurel/theme/colors';
import { COLOUR_LABELS } from './colour-names';

export interface ContrastWarning {
  text: CustomColorName;
  background: CustomColorName;
  ratio: number;
  message: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Custom text colours that would fall under WCAG AA (4.5:1) on their background. The site then shows a
 * readable colour instead (the theme never lets text fall under AA), so the admin is told before saving.
 */
export function contrastWarnings(colors: SiteColors, primaryColor?: string): ContrastWarning[] {
  if (!colors.enableCustomColors) return [];
  const palette = sitePalette(colors, primaryColor);
  const warnings: ContrastWarning[] = [];
  for (const text of CUSTOM_COLOR_NAMES) {
    const background = TEXT_ON[text];
    const chosen = colors.custom[text];
    if (!background || !chosen || !isValidColor(chosen)) continue;
    const ratio = contrastRatio(chosen, palette.named[background]);
    if (ratio >= AA_CONTRAST) continue;
    warnings.push({
      text,
      background,
      ratio,
      message: `${COLOUR_LABELS[text]} on ${COLOUR_LABELS[background].toLowerCase()} has a contrast of ${round(ratio)}:1, under the 4.5:1 WCAG AA asks for. Visitors will see ${palette.named[text]} instead until you pick a stronger colour.`,
    });
  }
  return warnings;
}
