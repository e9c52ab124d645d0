import type { ComponentType, CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { useRouteLoadError } from '@laurel/api-client';
import type { HomeLayout } from '@laurel/domain';
import { Skeleton, SkeletonText } from '@laurel/ui';
import { EditSlot } from '@laurel/ui/edit-slots';
import { PageFrame } from '../../app/page-frame';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../../lib/analytics/use-page-view';
import { usePreloadOtherPages } from '../../app/pages/use-preload-other-pages';
import { useVisibleTree } from '../../lib/folder-tree';
import { FiveColumnHomeLayout, SplitScreenSpotlight, type HomeLayoutProps } from './home-layouts';
import { HomeLayout2, HomeLayout9 } from './home-layouts-2';
import { homeCarouselNodes, homeColumns, homeGridNodes } from './home-categories';
import { useHomeCategoryLog } from './use-home-category-log';

/** Columns of the home grid per layout; the carousel's slides take the same width so both line up. */
const MAX_COLUMNS: Record<HomeLayout, number> = {
  FiveColumnHomeLayout: 3,
  SplitScreenSpotlight: 2,
  HomeLayout2: 4,
  HomeLayout9: 3,
};

const LAYOUTS: Record<HomeLayout, ComponentType<HomeLayoutProps>> = {
  FiveColumnHomeLayout,
  SplitScreenSpotlight,
  HomeLayout2,
  HomeLayout9,
};

/** Home: the site's home layout with its title, start button, categories, buttons and sponsors. */
export function HomePage() {
  const { siteId, site, touchScreen, cms, stylingError } = usePublicSite();
  const { nodes, error } = useVisibleTree(siteId, site, cms);
  const location = useLocation();
  useRouteLoadError(stylingError ?? error);
  useHomeCategoryLog(siteId, site, nodes, error);
  usePageView(siteId, {}, !!site);
  usePreloadOtherPages(touchScreen);
  const Layout = (site && LAYOUTS[site.home.layout]) || FiveColumnHomeLayout;
  const animated = site?.home.animations?.background ? ' ps-page--animated-bg' : '';
  const cards = site?.home.animations?.cards ? ' ps-page--animated-cards' : '';
  const split = site?.home.layout === 'SplitScreenSpotlight';
  const count = !site
    ? 0
    : (!split && homeGridNodes(site, nodes ?? []).nodes.length) || homeCarouselNodes(site, nodes ?? [], !split).length;
  const columns = homeColumns(count, MAX_COLUMNS[site?.home.layout ?? 'FiveColumnHomeLayout'] ?? 3);
  return (
    <PageFrame siteId={siteId} site={site} touchScreen={touchScreen} bare testId="home-page" key={location.key}>
      <div
        className={`ps-home-wrap${animated}${cards}`}
        style={
          {
            '--ps-cols': columns,
            ...(site?.backgroundImage?.url ? { '--ps-home-bg': `url("${site.backgroundImage.url}")` } : {}),
          } as CSSProperties
        }
      >
        {site ? <Layout site={site} siteId={siteId} tree={nodes ?? []} /> : <HomeSkeleton />}
      </div>
      {site ? <EditSlot name="home-editor" target={{ siteId, site, tree: nodes ?? [] }} /> : null}
    </PageFrame>
  );
}

function HomeSkeleton() {
  return (
    <div className="ps-home ps-home--skeleton" data-testid="skeleton">
      <Skeleton width="min(60%, 900px)" height="3.5em" style={{ margin: '0 auto' }} />
      <div style={{ width: 'min(50%, 700px)', margin: '2em auto' }}>
        <SkeletonText lines={2} />
      </div>
      <Skeleton width="14em" height="4em" radius="999px" style={{ margin: '0 auto' }} />
    </div>
  );
}
