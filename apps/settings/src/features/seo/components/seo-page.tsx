import type { Site } from '@laurel/domain';
import { SETTINGS_TITLES } from '@laurel/domain';
import { useSiteForm } from '../../../lib/use-site-form';
import { WithSite } from '../../../components/page-state';
import { PageHeader, Section } from '../../../components/page-header';
import { SaveBar } from '../../../components/save-bar';
import { TextField } from '../../../components/field';
import { LinkPreview } from './link-preview';

interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  metaAuthor: string;
}

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 200;

const SPEC = {
  read: (site: Site): SeoValues => ({
    metaTitle: site.text.metaTitle ?? '',
    metaDescription: site.text.metaDescription ?? '',
    metaAuthor: site.text.metaAuthor ?? '',
  }),
  toPatch: (v: SeoValues) => ({
    text: { metaTitle: v.metaTitle.trim(), metaDescription: v.metaDescription.trim(), metaAuthor: v.metaAuthor.trim() },
  }),
  validate: (v: SeoValues) => {
    const errors: Record<string, string> = {};
    if (v.metaTitle.length > TITLE_MAX) errors.metaTitle = `Keep the title to ${TITLE_MAX} characters or fewer.`;
    if (v.metaDescription.length > DESCRIPTION_MAX)
      errors.metaDescription = `Keep the description to ${DESCRIPTION_MAX} characters or fewer.`;
    return errors;
  },
};

function SeoForm({ site, siteId }: { site: Site; siteId: string }) {
  const form = useSiteForm(siteId, site, SPEC);
  const { values: v, change, errors } = form;
  return (
    <div className="st-page st-page--with-preview">
      <PageHeader title={SETTINGS_TITLES.seo}>
        How the site appears in search results and when a link to it is shared. The server puts these in every public
        page it sends, so search engines and link previews see them without running any script.
      </PageHeader>
      <div className="st-split">
        <div className="st-split__form">
          <Section id="meta" title="Page title and description">
            <TextField
              label="Title"
              hint="Empty: the home page title is used."
              value={v.metaTitle}
              maxLength={TITLE_MAX + 30}
              counter
              error={errors.metaTitle}
              onChange={(metaTitle) => change({ metaTitle })}
            />
            <TextField
              label="Description"
              multiline
              rows={4}
              hint="One or two sentences about the site. About 150 characters shows in full in search results."
              value={v.metaDescription}
              maxLength={DESCRIPTION_MAX + 50}
              counter
              error={errors.metaDescription}
              onChange={(metaDescription) => change({ metaDescription })}
            />
            <TextField
              label="Author"
              hint="The school or organisation that publishes the site."
              value={v.metaAuthor}
              maxLength={200}
              onChange={(metaAuthor) => change({ metaAuthor })}
            />
          </Section>
        </div>
        <aside className="st-split__preview" aria-label="Preview">
          <h2 className="st-section__title">Preview</h2>
          <LinkPreview site={site} values={v} />
        </aside>
      </div>
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        invalid={Object.keys(errors).length > 0}
        formError={form.formError}
        savedAt={form.savedAt}
        onSave={() => void form.save()}
        onDiscard={form.discard}
      />
    </div>
  );
}

/** `/settings/{siteId}/seo`. */
export default function SeoPage() {
  return <WithSite>{(site, siteId) => <SeoForm site={site} siteId={siteId} />}</WithSite>;
}
