import { CUSTOM_COLOR_NAMES, type SiteColors } from '@laurel/domain';
import { derivedColors, rederiveForPrimary, sitePalette } from '@laurel/theme/colors';
import type { FieldErrors } from '../../../lib/use-site-form';
import { Section } from '../../../components/page-header';
import { Switch } from '../../../components/switch';
import { COLOUR_LABELS, PRIMARY_PRESETS } from '../lib/colour-names';
import { contrastWarnings } from '../lib/contrast-warnings';
import { ColourInput } from './colour-input';

export interface ColourSettingsProps {
  colors: SiteColors;
  errors: FieldErrors;
  onChange: (colors: SiteColors) => void;
}

/** Primary colour (picker, presets), dark mode, and the named colours when custom colours are on. */
export function ColourSettings({ colors, errors, onChange }: ColourSettingsProps) {
  const palette = sitePalette(colors);
  const derived = derivedColors(colors);
  const set = (patch: Partial<SiteColors>) => onChange({ ...colors, ...patch });
  const setCustom = (name: string, value: string) => set({ custom: { ...colors.custom, [name]: value } });
  const warnings = contrastWarnings(colors);
  return (
    <Section
      id="colours"
      title="Colours"
      description="The primary colour sets the banner, buttons and boards on every page, Home included; the shades and every empty colour below are derived from it. Changing it derives the shades again, and colours that were the old primary's follow the new one."
    >
      <div className="st-grid-2">
        <ColourInput
          label="Primary colour"
          value={colors.primary}
          error={errors.primary}
          onChange={(primary) => onChange(rederiveForPrimary(colors, primary))}
        />
        <div className="st-presets" role="group" aria-label="Primary colour presets">
          {PRIMARY_PRESETS.map((p) => (
            <button
              key={p.value}
              type="button"
              className="st-presets__item"
              style={{ background: p.value }}
              aria-label={`${p.name} (${p.value})`}
              aria-pressed={colors.primary.toLowerCase() === p.value}
              title={p.name}
              onClick={() => onChange(rederiveForPrimary(colors, p.value))}
            />
          ))}
        </div>
      </div>
      <div className="st-grid-2">
        <ColourInput
          label="Light shade"
          hint="Empty: derived from the primary colour."
          value={colors.primaryLight ?? ''}
          fallback={palette.primaryLight}
          derived={derived.primaryLight}
          error={errors.primaryLight}
          onChange={(primaryLight) => set({ primaryLight })}
        />
        <ColourInput
          label="Dark shade"
          hint="Empty: derived from the primary colour."
          value={colors.primaryDark ?? ''}
          fallback={palette.primaryDark}
          derived={derived.primaryDark}
          error={errors.primaryDark}
          onChange={(primaryDark) => set({ primaryDark })}
        />
      </div>
      <Switch
        label="Dark mode"
        hint="Dark page backgrounds with light text, for dim halls and screens."
        checked={colors.darkMode}
        onChange={(darkMode) => set({ darkMode })}
      />
      <Switch
        label="Use custom colours"
        hint="Choose any named colour yourself; an empty one is derived from the primary colour. A colour you choose overrides the derived one on every page, until you reset it. Off: every colour comes from the primary colour."
        checked={colors.enableCustomColors}
        onChange={(enableCustomColors) => set({ enableCustomColors })}
      />
      {colors.enableCustomColors ? (
        <div className="st-colour-grid">
          {CUSTOM_COLOR_NAMES.map((name) => (
            <ColourInput
              key={name}
              label={COLOUR_LABELS[name]}
              value={colors.custom[name] ?? ''}
              fallback={palette.named[name]}
              derived={derived.named[name]}
              error={errors[`custom.${name}`]}
              onChange={(value) => setCustom(name, value)}
            />
          ))}
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div className="st-notice st-notice--warning" role="status" aria-label="Contrast warnings">
          <p className="st-notice__title">Some text would be hard to read</p>
          <ul>
            {warnings.map((w) => (
              <li key={w.text}>{w.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
