import { customFontFace, FONT_FAMILY_INDEXES, type FontFamilyIndex, type Site, SETTINGS_TITLES } from '@laurel/domain';
import { FONT_LIST, siteFontFamilies, type FontCategory } from '@laurel/theme';
import { useSiteForm } from '../../../lib/use-site-form';
import { WithSite } from '../../../components/page-state';
import { PageHeader, Section } from '../../../components/page-header';
import { SaveBar } from '../../../components/save-bar';
import { SelectField } from '../../../components/field';
import { SitePreview } from '../../../components/site-preview';
import { CustomFonts } from './custom-fonts';

type FontValues = Record<FontFamilyIndex, string>;
const ROLE: Record<FontFamilyIndex, string> = {
  1: 'Font 1: names, titles and headings',
  2: 'Font 2: body text',
  3: 'Font 3: labels, dates and accents',
};
const GROUPS: Record<FontCategory, string> = {
  'sans-serif': 'Sans serif',
  serif: 'Serif',
  display: 'Display',
  handwriting: 'Handwriting',
  monospace: 'Monospace',
};

const SPEC = {
  read: (site: Site): FontValues => siteFontFamilies(site.text),
  toPatch: (v: FontValues) => ({ text: { font: v[1], font2: v[2], font3: v[3] } }),
};

function FontsForm({ site, siteId }: { site: Site; siteId: string }) {
  const form = useSiteForm(siteId, site, SPEC);
  const custom = [...new Set(site.customFonts.map((f) => customFontFace(f)?.family).filter((f): f is string => !!f))];
  const options = [
    ...custom.map((f) => ({ value: f, label: f, group: 'Your fonts' })),
    ...FONT_LIST.map((f) => ({ value: f.family, label: f.family, group: GROUPS[f.category] })),
  ];
  const draft: Site = {
    ...site,
    text: { ...site.text, font: form.values[1], font2: form.values[2], font3: form.values[3] },
  };
  return (
    <div className="st-page st-page--with-preview">
      <PageHeader title={SETTINGS_TITLES.fonts}>
        Three fonts set the look of every page. They are served from this site’s own server, so kiosks on a closed
        network show them too.
      </PageHeader>
      <div className="st-split">
        <div className="st-split__form">
          <Section id="fonts" title="Site fonts">
            {FONT_FAMILY_INDEXES.map((i) => (
              <SelectField
                key={i}
                label={ROLE[i]}
                value={form.values[i]}
                options={
                  options.some((o) => o.value === form.values[i])
                    ? options
                    : [{ value: form.values[i], label: form.values[i] }, ...options]
                }
                onChange={(family) => form.change({ [i]: family } as Partial<FontValues>)}
              />
            ))}
          </Section>
          <CustomFonts site={site} siteId={siteId} />
        </div>
        <aside className="st-split__preview" aria-label="Preview">
          <h2 className="st-section__title">Preview</h2>
          <div className="st-specimen" data-testid="font-specimen">
            {FONT_FAMILY_INDEXES.map((i) => (
              <p
                key={i}
                className={`st-specimen__line st-specimen__line--${i}`}
                style={{ fontFamily: `"${form.values[i]}"` }}
              >
                <span className="st-specimen__name">{form.values[i]}</span>
                <span className="st-specimen__text">
                  {i === 1
                    ? 'Hall of Fame 1978'
                    : i === 2
                      ? 'Four-time state champion, class of 1998.'
                      : 'INDUCTED JUNE 5, 2024'}
                </span>
              </p>
            ))}
          </div>
          <SitePreview site={draft} />
        </aside>
      </div>
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        invalid={false}
        formError={form.formError}
        savedAt={form.savedAt}
        what="fonts"
        onSave={() => void form.save()}
        onDiscard={form.discard}
      />
    </div>
  );
}

/** `/settings/{siteId}/fonts`: fonts 1–3 from the bundled list or the site's own uploads. */
export default function FontsPage() {
  return <WithSite>{(site, siteId) => <FontsForm site={site} siteId={siteId} />}</WithSite>;
}
