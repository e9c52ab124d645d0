import type { HomeButton } from '@laurel/domain';
import { HomeButtons } from './home-buttons';
import { HomeCarousel, HomeGrid } from './home-categories';
import type { HomeLayoutProps } from './home-layouts';
import { Announcements, HomeDescription, HomeHeader, Sponsors, StartButton } from './home-parts';
import { UpcomingEvents } from './upcoming-events';

/** A hero band (brand, welcome, start) over the grid, a row of buttons and the news. */
export function HomeLayout2({ site, styleid, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--two" data-layout="HomeLayout2">
      <section className="ps-home__hero">
        <HomeHeader site={site} />
        <HomeDescription site={site} />
        <StartButton site={site} styleid={styleid} />
      </section>
      <HomeGrid site={site} styleid={styleid} tree={tree} layout="CategoriesCardLayout" />
      <HomeButtons styleid={styleid} buttons={site.homeButtons} className="ps-home-buttons--row" />
      <div className="ps-home__news">
        <Announcements site={site} />
        {site.home.calendarLink ? <UpcomingEvents styleid={styleid} url={site.home.calendarLink} limit={3} /> : null}
      </div>
      <HomeCarousel site={site} styleid={styleid} tree={tree} />
      <Sponsors site={site} />
    </div>
  );
}

/** Nine tiles: the brand and start in the centre, buttons and featured folders around it. */
export function HomeLayout9({ site, styleid, tree }: HomeLayoutProps) {
  const buttons: HomeButton[] = site.homeButtons.slice(0, 8);
  return (
    <div className="ps-home ps-home--nine" data-layout="HomeLayout9">
      <div className="ps-nine">
        <HomeButtons styleid={styleid} buttons={buttons.slice(0, 4)} className="ps-nine__cells" />
        <section className="ps-nine__centre">
          <HomeHeader site={site} />
          <HomeDescription site={site} />
          <StartButton site={site} styleid={styleid} />
        </section>
        <HomeButtons styleid={styleid} buttons={buttons.slice(4)} className="ps-nine__cells" />
      </div>
      <HomeGrid site={site} styleid={styleid} tree={tree} />
      <Announcements site={site} />
      <HomeCarousel site={site} styleid={styleid} tree={tree} />
      <Sponsors site={site} />
    </div>
  );
}
