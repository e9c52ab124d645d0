/**
 * The shell's route table is derived from the remotes' contracts (@laurel/domain `REMOTES`): every page a
 * contract names is routed at its pattern, behind its guard, in its layout, and nothing else is routed to a
 * remote. A page renamed on one side only fails type-check (`satisfies` in each remote's src/exposes.ts).
 */
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { REMOTE_PAGES, REMOTES, ROUTE_PATTERNS, SETTINGS_PAGES, type RemotePageRef } from '@laurel/domain';
import type { RemoteModule } from '@laurel/ui';
import { AppLayout } from '../layouts/app-layout';
import { routes } from './route-table';
import { RouteGuard } from './route-guard';

interface Placed {
  page: RemotePageRef;
  paths: string[];
  guards: string[];
  inAppLayout: boolean;
}

const propsOf = (element: unknown): Record<string, unknown> =>
  isValidElement(element) ? (element as ReactElement<Record<string, unknown>>).props : {};

/** Each remote page of the table with the paths, guards and app layout above it. */
function placedPages(tree: RouteObject[], above: Omit<Placed, 'page'>): Placed[] {
  return tree.flatMap((route) => {
    const element = route.element;
    const here = {
      paths: route.path ? [...above.paths, route.path] : above.paths,
      guards:
        isValidElement(element) && element.type === RouteGuard
          ? [...above.guards, String(propsOf(element).access)]
          : above.guards,
      inAppLayout: above.inAppLayout || (isValidElement(element) && element.type === AppLayout),
    };
    const page = propsOf(element).page as RemotePageRef | undefined;
    const own = page ? [{ page, ...here }] : [];
    return [...own, ...placedPages(route.children ?? [], here)];
  });
}

const placed = placedPages(routes, { paths: [], guards: [], inAppLayout: false });

test('every page of every contract is routed once, at its pattern, behind its guard, in its layout', () => {
  expect(placed.map((p) => p.page)).toEqual(expect.arrayContaining([...REMOTE_PAGES]));
  expect(placed).toHaveLength(REMOTE_PAGES.length);
  for (const { page, paths, guards, inAppLayout } of placed) {
    expect(paths[0]).toBe(ROUTE_PATTERNS[page.route]);
    expect(guards).toEqual(page.access === 'none' ? [] : [page.access]);
    expect(inAppLayout).toBe(page.layout === 'app');
  }
});

test('the contracts name the pages the SPEC §2 routes show, with their guards', () => {
  const byRoute = Object.fromEntries(REMOTE_PAGES.map((p) => [p.route, `${p.remote} ${p.name} ${p.access}`]));
  expect(byRoute).toEqual({
    home: 'public_site HomePage public',
    categories: 'public_site CategoriesPage public',
    subcategories: 'public_site SubCategoriesPage public',
    category: 'public_site CategoryPage public',
    entry: 'public_site EntryPage public',
    castScreen: 'cast CastScreenPage none',
    bulkCategoryEditor: 'cms BulkCategoryEditorPage cms',
    bulkRecordItemsEditor: 'cms BulkRecordItemsEditorPage cms',
    postRedirect: 'cms PostRedirectPage cms',
    recentlyDeleted: 'cms RecentlyDeletedPage admin',
    mediaLibrary: 'cms MediaLibraryPage admin',
    canvaImporter: 'cms CanvaImporterPage admin',
    settings: 'settings SettingsPage admin',
  });
  expect(Object.keys(REMOTES.settings.labels)).toEqual([...SETTINGS_PAGES]);
});

test('a remote module that renamed a page of its contract fails type-check', () => {
  const Page = () => null;
  const renamed = {
    HomeScreen: Page,
    CategoriesPage: Page,
    SubCategoriesPage: Page,
    CategoryPage: Page,
    EntryPage: Page,
  };
  // @ts-expect-error: the contract names `HomePage`; this module calls it `HomeScreen`.
  const exposed: RemoteModule<'public_site', './pages'> = renamed;
  expect(Object.keys(exposed)).not.toContain('HomePage');
});
