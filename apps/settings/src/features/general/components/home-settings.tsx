import { HOME_LAYOUTS, type HomeSettings } from '@laurel/domain';
import type { FieldErrors } from '../../../lib/use-site-form';
import type { FolderOption } from '../../../lib/use-folders';
import { SelectField, TextField } from '../../../components/field';
import { Section } from '../../../components/page-header';
import { Switch } from '../../../components/switch';
import { FolderChecklist } from './folder-checklist';

const LAYOUT_LABELS: Record<(typeof HOME_LAYOUTS)[number], string> = {
  FiveColumnHomeLayout: 'Five columns: news, welcome, buttons',
  SplitScreenSpotlight: 'Split screen spotlight',
  HomeLayout2: 'Hero with folders below',
  HomeLayout9: 'Buttons, brand and folders side by side',
};

export interface HomeSettingsProps {
  home: HomeSettings;
  returnHomeMinutes: string;
  folders: FolderOption[];
  errors: FieldErrors;
  onChange: (home: HomeSettings) => void;
  onReturnHomeChange: (minutes: string) => void;
}

/** What the home page says and shows, and how long an idle kiosk waits before going back to it. */
export function HomeSettingsSection({
  home,
  returnHomeMinutes,
  folders,
  errors,
  onChange,
  onReturnHomeChange,
}: HomeSettingsProps) {
  const set = (patch: Partial<HomeSettings>) => onChange({ ...home, ...patch });
  const folderOptions = [
    { value: '', label: 'None' },
    ...folders.map((f) => ({ value: f.id, label: `${'— '.repeat(f.depth)}${f.name}` })),
  ];
  return (
    <Section id="home" title="Home page" description="The first screen a visitor sees, and the one a kiosk returns to.">
      <div className="st-grid-2">
        <TextField label="Title" value={home.title} maxLength={500} onChange={(title) => set({ title })} />
        <TextField
          label="Start button text"
          value={home.startButtonText}
          maxLength={200}
          onChange={(startButtonText) => set({ startButtonText })}
        />
      </div>
      <TextField
        label="Welcome text"
        multiline
        rows={3}
        value={home.homeDescription}
        maxLength={20000}
        onChange={(homeDescription) => set({ homeDescription })}
      />
      <div className="st-grid-2">
        <SelectField
          label="Layout"
          value={home.layout}
          options={HOME_LAYOUTS.map((l) => ({ value: l, label: LAYOUT_LABELS[l] }))}
          onChange={(layout) => set({ layout })}
        />
        <SelectField
          label="Header"
          value={home.headerType}
          options={[
            { value: 'logoAndTitle', label: 'Logo and title' },
            { value: 'logo', label: 'Logo only' },
            { value: 'title', label: 'Title only' },
          ]}
          onChange={(headerType) => set({ headerType })}
        />
      </div>
      <div className="st-grid-2">
        <TextField
          label="Calendar link"
          type="url"
          hint="An iCal (.ics) address; Home shows the next events."
          value={home.calendarLink}
          error={errors.calendarLink}
          maxLength={2000}
          onChange={(calendarLink) => set({ calendarLink })}
        />
        <TextField
          label="Sponsor text"
          value={home.sponsorText}
          maxLength={2000}
          onChange={(sponsorText) => set({ sponsorText })}
        />
      </div>
      <div className="st-grid-2">
        <SelectField
          label="Folder grid"
          hint="The folder whose sub-folders fill the home grid."
          value={home.gridCategoryId ?? ''}
          options={folderOptions}
          onChange={(id) => set({ gridCategoryId: id || null })}
        />
        <TextField
          label="Return home after (minutes)"
          hint="A touch-screen kiosk left alone goes back to Home after this long. Default 6."
          inputMode="decimal"
          value={returnHomeMinutes}
          error={errors.returnHomeMinutes}
          onChange={onReturnHomeChange}
        />
      </div>
      <FolderChecklist
        legend="Carousel folders"
        hint="Shown as a carousel of cards on Home, in this order."
        folders={folders}
        selected={home.carouselCategoryIds}
        onChange={(carouselCategoryIds) => set({ carouselCategoryIds })}
      />
      <fieldset className="st-fieldset">
        <legend className="st-field__label">Animations</legend>
        <Switch
          label="Carousel advances by itself"
          checked={home.animations.carousel}
          onChange={(carousel) => set({ animations: { ...home.animations, carousel } })}
        />
        <Switch
          label="Background photo drifts slowly"
          checked={home.animations.background}
          onChange={(background) => set({ animations: { ...home.animations, background } })}
        />
        <Switch
          label="Cards rise in one after another"
          checked={home.animations.cards}
          onChange={(cards) => set({ animations: { ...home.animations, cards } })}
        />
      </fieldset>
    </Section>
  );
}
