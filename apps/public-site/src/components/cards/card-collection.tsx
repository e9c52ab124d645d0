import type { CategoryLayout, ImageObjectFit, MediaItem } from '@laurel/domain';
import { Card, Carousel, type CardVariant } from '@laurel/ui';
import { EditSlot, type CardKind } from '@laurel/ui/edit-slots';

export interface CardItem {
  id: string;
  title: string;
  subtitle?: string;
  meta?: string;
  media: MediaItem | null | undefined;
  fit: ImageObjectFit;
  href: string;
  background?: MediaItem | null;
  /** The picture is the site's generic illustration, not the card's own photo: it is drawn whole. */
  art?: boolean;
  onIntent?: () => void;
  /** Published (visitors only ever get published cards; editors see the rest marked Draft). */
  isLive: boolean;
}

/** What in-page editing needs to know about a collection: what its cards are and where they live. */
export interface CardEditInfo {
  siteId: string;
  kind: CardKind;
  /** The folder holding the cards (null: the top level). */
  parentId: string | null;
  /** The cards are shown in their stored order, so the editor may reorder them. */
  reorderable: boolean;
}

/** How each card layout of SPEC §9 shows a collection: the card variant and the grid that holds it. */
const LAYOUT_VARIANT: Record<CategoryLayout, { variant: CardVariant; grid: string }> = {
  CategoriesCardLayout: { variant: 'tile', grid: 'ps-grid--md' },
  CategoriesCardLayout2: { variant: 'overlay', grid: 'ps-grid--lg' },
  CategoriesCardLayout3: { variant: 'banner', grid: 'ps-grid--wide' },
  CategoriesCardLayout4: { variant: 'portrait', grid: 'ps-grid--sm' },
  CategoriesPillLayout: { variant: 'pill', grid: 'ps-grid--pills' },
  CategoryCarousel: { variant: 'overlay', grid: 'ps-grid--lg' },
  PersonListCategoryLayout: { variant: 'row', grid: 'ps-grid--rows' },
  PersonListCategoryLayout2: { variant: 'row', grid: 'ps-grid--rows' },
  PersonBannersLayout: { variant: 'banner', grid: 'ps-grid--wide' },
  PersonCircleCardCategoryLayout: { variant: 'circle', grid: 'ps-grid--sm' },
  RecordsLayout: { variant: 'tile', grid: 'ps-grid--md' },
};

export const layoutVariant = (layout: CategoryLayout) => LAYOUT_VARIANT[layout] ?? LAYOUT_VARIANT.CategoriesCardLayout;

/**
 * How wide a card's picture is drawn, for the `sizes` of the eager cards (lazy ones are chosen by their laid-out
 * width). A circle is 78 % of its cell: two cells a row on phones, otherwise cells of 220 design px (~20vmin); at
 * 25vw a 1080p folder fetched 640 px files for 165 px circles (twice the bytes on a phone's link).
 */
function cardSizes(variant: CardVariant): string {
  if (variant === 'banner') return '(max-width: 700px) 100vw, 40vw';
  if (variant === 'circle') return '(max-width: 520px) 40vw, 25vmin';
  return '(max-width: 600px) 50vw, 25vw';
}

export interface CardCollectionProps {
  layout: CategoryLayout;
  items: CardItem[];
  label: string;
  onNavigate: (href: string) => void;
  /** For the edit slots of the collection and its cards (in-page editing). */
  edit: CardEditInfo;
  /** Let the first few images load at once (they are the largest content of the page). */
  eager?: number;
  /** CategoryCarousel only: advance by itself every so many ms (0: never). */
  autoplayMs?: number;
}

/** A set of cards (folders or people) in one of the card layouts; CategoryCarousel scrolls sideways. */
export function CardCollection({
  layout,
  items,
  label,
  onNavigate,
  edit,
  eager = 4,
  autoplayMs = 0,
}: CardCollectionProps) {
  const { variant, grid } = layoutVariant(layout);
  const cards = items.map((item, i) => (
    <div className="ps-grid__cell" key={item.id}>
      <EditSlot name="card" target={{ ...edit, id: item.id, title: item.title, isLive: item.isLive }}>
        <Card
          title={item.title}
          subtitle={item.subtitle}
          meta={item.meta}
          media={item.media}
          fit={item.fit}
          variant={variant}
          href={item.href}
          onNavigate={() => onNavigate(item.href)}
          onIntent={item.onIntent}
          background={item.background}
          art={item.art}
          priority={i < eager}
          sizes={cardSizes(variant)}
          testId="card"
        />
      </EditSlot>
    </div>
  ));
  const listTarget = { ...edit, ids: items.map((i) => i.id) };
  if (layout === 'CategoryCarousel') {
    return (
      <EditSlot name="card-list" target={listTarget}>
        <Carousel label={label} className="ps-card-carousel" autoplayMs={autoplayMs}>
          {cards}
        </Carousel>
      </EditSlot>
    );
  }
  return (
    <EditSlot name="card-list" target={listTarget}>
      <ul
        className={`ps-grid ${grid}${items.length <= 3 ? ' ps-grid--few' : ''}`}
        aria-label={label}
        data-layout={layout}
      >
        {cards.map((c) => (
          <li key={c.key} className="ps-grid__item" data-card-id={c.key ?? undefined}>
            {c}
          </li>
        ))}
      </ul>
    </EditSlot>
  );
}

/** Skeleton of a card collection while it loads, in the same grid. */
export function CardCollectionSkeleton({ layout, count = 8 }: { layout: CategoryLayout; count?: number }) {
  const { variant, grid } = layoutVariant(layout);
  return (
    <ul className={`ps-grid ${grid}`} aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="ps-grid__item">
          <div className={`ui-card ui-card--${variant} ps-card-skeleton`}>
            {variant === 'pill' ? null : <span className="ui-card__media ui-skeleton" />}
            <span className="ui-card__body">
              <span className="ui-skeleton" style={{ width: '70%', height: '1.2em' }} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
