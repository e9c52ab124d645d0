import { useMemo } from 'react';
import type { Site } from '@laurel/domain';
import { SETTINGS_TITLES } from '@laurel/domain';
import { useSiteForm } from '../../../lib/use-site-form';
import { useFolders } from '../../../lib/use-folders';
import { WithSite } from '../../../components/page-state';
import { PageHeader } from '../../../components/page-header';
import { SaveBar } from '../../../components/save-bar';
import { SitePreview } from '../../../components/site-preview';
import { HomePreviewFrames } from '../../../components/home-preview-frames';
import {
  fieldOfGeneralMessage,
  generalPatch,
  previewSite,
  readGeneral,
  validateGeneral,
  type GeneralValues,
} from '../lib/general-form';
import { ColourSettings } from './colour-settings';
import { HomeSettingsSection } from './home-settings';
import { ImageSettings } from './image-settings';
import { CategoryPageSettingsSection } from './category-page-settings';

const SPEC = {
  read: readGeneral,
  toPatch: (v: GeneralValues) => generalPatch(v),
  validate: validateGeneral,
  fieldOfServerMessage: fieldOfGeneralMessage,
};

function GeneralForm({ site, siteId }: { site: Site; siteId: string }) {
  const form = useSiteForm(siteId, site, SPEC);
  const { folders } = useFolders(siteId);
  const { values: v, change, errors } = form;
  const invalid = Object.keys(errors).length > 0;
  // One draft per change of the values: the Home frames are sent it only when it changes.
  const draft = useMemo(() => previewSite(site, v), [site, v]);
  return (
    <div className="st-page st-page--with-preview">
      <PageHeader title={SETTINGS_TITLES.general}>
        Colours, the home page, logos and how folder pages show profiles. The preview shows your changes before you
        save; once saved, every visitor’s screen updates by itself.
      </PageHeader>
      <div className="st-split">
        <div className="st-split__form">
          <ColourSettings colors={v.colors} errors={errors} onChange={(colors) => change({ colors })} />
          <HomeSettingsSection
            home={v.home}
            returnHomeMinutes={v.returnHomeMinutes}
            folders={folders}
            errors={errors}
            onChange={(home) => change({ home })}
            onReturnHomeChange={(returnHomeMinutes) => change({ returnHomeMinutes })}
          />
          <ImageSettings siteId={siteId} images={v.images} onChange={(images) => change({ images })} />
          <CategoryPageSettingsSection
            value={v.categoryPage}
            publicCategoryFilter={v.publicCategoryFilter}
            folders={folders}
            onChange={(categoryPage) => change({ categoryPage })}
            onPublicFilterChange={(publicCategoryFilter) => change({ publicCategoryFilter })}
          />
        </div>
        <aside className="st-split__preview" aria-label="Preview">
          <h2 className="st-section__title">Preview</h2>
          <p className="st-field__hint">Your Home as visitors will see it once you save, on a kiosk and on a phone.</p>
          <HomePreviewFrames site={draft} />
          <h3 className="st-section__title">Every part of the site</h3>
          <SitePreview site={draft} folderNames={folders.filter((f) => f.depth === 0).map((f) => f.name)} />
        </aside>
      </div>
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        invalid={invalid}
        formError={form.formError}
        savedAt={form.savedAt}
        onSave={() => void form.save()}
        onDiscard={form.discard}
      />
    </div>
  );
}

/** `/settings/{siteId}/general`. */
export default function GeneralPage() {
  return <WithSite>{(site, siteId) => <GeneralForm site={site} siteId={siteId} />}</WithSite>;
}
