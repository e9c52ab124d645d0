import { entryPhoto, initialsOf } from '@laurel/domain';
import type { Category, Entry, Site } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { EditSlot } from '@laurel/ui/edit-slots';
import { entryDates, entryFacts, fullName } from '../../components/cards/entry-cards';
import { RichText } from '../../components/rich-text';

export interface PersonListProps {
  siteId: string;
  category: Category;
  entries: Entry[];
  site: Site | undefined;
  /** PersonListCategoryLayout (photo left), PersonListCategoryLayout2 (alternating, two columns on wide screens) or PersonBannersLayout. */
  layout: 'PersonListCategoryLayout' | 'PersonListCategoryLayout2' | 'PersonBannersLayout';
  /** Shown in the folder's own order, all of them (in-page editing may reorder them). */
  reorderable: boolean;
}

/**
 * Layouts whose people are shown in full on the category page itself (no entry page: SPEC §2 sends a
 * visitor opening one of their entries back here).
 */
export function PersonList({ siteId, category, entries, site, layout, reorderable }: PersonListProps) {
  const cls =
    layout === 'PersonBannersLayout'
      ? 'ps-banners'
      : layout === 'PersonListCategoryLayout2'
        ? 'ps-people ps-people--alt'
        : 'ps-people';
  const edit = { siteId, kind: 'entry' as const, parentId: category._id, reorderable };
  return (
    <EditSlot name="card-list" target={{ ...edit, ids: entries.map((e) => e._id) }}>
      <ul className={cls} aria-label={category.categoryName} data-layout={layout}>
        {entries.map((entry, i) => {
          const name = fullName(entry);
          const facts = entryFacts(entry, site);
          const photo = entryPhoto(entry);
          const bg = entry.cardBackground ?? category.defaultPersonCardBackground ?? category.cardBackground;
          return (
            <li
              key={entry._id}
              className="ps-person"
              id={`entry-${entry._id}`}
              style={bg?.url ? { backgroundImage: `url("${bg.url}")` } : undefined}
            >
              <EditSlot name="card" target={{ ...edit, id: entry._id, title: name, isLive: entry.isLive }}>
                <div className="ps-person__photo">
                  <MediaImage
                    media={photo}
                    alt={name}
                    fit={entry.imageObjectFit ?? category.imageObjectFit}
                    sizes={
                      layout === 'PersonBannersLayout'
                        ? '(max-width: 800px) 100vw, 50vw'
                        : '(max-width: 800px) 40vw, 20vw'
                    }
                    priority={i < 2}
                    fallbackText={initialsOf(entry.firstName, entry.lastName)}
                  />
                </div>
                <div className="ps-person__text">
                  <h2 className="ps-person__name">{name}</h2>
                  {facts.subtitle ? (
                    <p className="ps-person__facts">{[entry.activity, entry.type].filter(Boolean).join(' · ')}</p>
                  ) : null}
                  <dl className="ps-person__dates">
                    {entryDates(entry, site).map((d) => (
                      <div key={d.label}>
                        <dt>{d.label}</dt>
                        <dd>{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <RichText html={entry.description} />
                </div>
              </EditSlot>
            </li>
          );
        })}
      </ul>
    </EditSlot>
  );
}
