import { HomeButtons } from './home-buttons';
import { HomeCarousel, HomeGrid } from './home-categories';
import type { HomeLayoutProps } from './home-layouts';
import { Announcements, HomeDescription, HomeHeader, Sponsors, StartButton } from './home-parts';
import { UpcomingEvents } from './upcoming-events';

/** A hero band (brand, welcome, start) over the grid, a row of buttons and the news. */
export function HomeLayout2({ site, siteId, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--two" data-layout="HomeLayout2">
      <section className="ps-home__hero">
        <HomeHeader site={site} siteId={siteId} />
        <HomeDescription site={site} siteId={siteId} />
        <StartButton site={site} siteId={siteId} />
      </section>
      <HomeGrid site={site} siteId={siteId} tree={tree} layout="CategoriesCardLayout" />
      <HomeButtons siteId={siteId} buttons={site.homeButtons} className="ps-home-buttons--row" />
      <div className="ps-home__news">
        <Announcements site={site} />
        {site.home.calendarLink ? <UpcomingEvents siteId={siteId} url={site.home.calendarLink} limit={3} /> : null}
      </div>
      <HomeCarousel site={site} siteId={siteId} tree={tree} />
      <Sponsors site={site} />
    </div>
  );
}

/** A 3 × 3 board: buttons on the left, the brand and start in the centre, featured folders on the right; news and the carousel below. */
export function HomeLayout9({ site, siteId, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--nine" data-layout="HomeLayout9">
      <div className="ps-nine">
        <HomeButtons siteId={siteId} buttons={site.homeButtons} className="ps-home-buttons--stack ps-nine__left" />
        <section className="ps-nine__centre">
          <HomeHeader site={site} siteId={siteId} />
          <HomeDescription site={site} siteId={siteId} />
          <StartButton site={site} siteId={siteId} />
        </section>
        <div className="ps-nine__right">
          <HomeGrid site={site} siteId={siteId} tree={tree} />
        </div>
      </div>
      <div className="ps-home__news ps-nine__news">
        <Announcements site={site} />
        {site.home.calendarLink ? <UpcomingEvents siteId={siteId} url={site.home.calendarLink} limit={3} /> : null}
      </div>
      <HomeCarousel site={site} siteId={siteId} tree={tree} />
      <Sponsors site={site} />
    </div>
  );
}
