import { homePath, type Site } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';

/** A search result and a shared-link card as they would look with the unsaved title and description. */
export function LinkPreview({
  site,
  values,
}: {
  site: Site;
  values: { metaTitle: string; metaDescription: string; metaAuthor: string };
}) {
  const title = values.metaTitle.trim() || site.home.title || site.styleName;
  const description = values.metaDescription.trim();
  const url = `${window.location.origin}${homePath(site.siteID)}`;
  const image = site.genericImage ?? site.primaryLogo;
  return (
    <div className="st-link-preview" data-testid="seo-preview">
      <p className="st-field__label">In search results</p>
      <div className="st-serp">
        <span className="st-serp__url">{url}</span>
        <span className="st-serp__title">{title}</span>
        <span className="st-serp__description">
          {description || 'No description: search engines pick some text from the page.'}
        </span>
      </div>
      <p className="st-field__label">When the link is shared</p>
      <div className="st-share-card">
        <div className="st-share-card__image">
          {image ? (
            <MediaImage media={image} alt="" fit="cover" sizes="24em" />
          ) : (
            <span>No share image (General → Logos)</span>
          )}
        </div>
        <div className="st-share-card__text">
          <span className="st-share-card__host">{window.location.host}</span>
          <strong>{title}</strong>
          {description ? <span>{description}</span> : null}
        </div>
      </div>
    </div>
  );
}
