import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { publicApi, useGetCategoryOutlineQuery, useGetEntryQuery, useRouteLoadError } from '@laurel/api-client';
import {
  FILTER_PARAM,
  PAGE_PARAM,
  applyFilters,
  categoryPath,
  decodeFilterQuery,
  entryLayoutRedirect,
  entryPath,
  legacyIdRedirect,
  orderFolderEntries,
  pageOfIndex,
  visibleEntries,
  type CategoryOutlineReply,
} from '@laurel/domain';
import { useSwipe } from '@laurel/ui';
import { PageFrame } from '../../app/page-frame';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../../lib/analytics/use-page-view';
import { useApplyRedirect, withBackButton } from '../../lib/redirects/use-redirect';
import { EntryProfile, EntryProfileSkeleton } from './entry-profile';
import { fullName } from '../../components/cards/entry-cards';
import { EntryPager } from './entry-pager';
import { ShareEntrySlot } from './share-entry-slot';

/** A profile or record item: name, photo, facts, rich text, gallery; swipe to the next/previous entry. */
export function EntryPage() {
  const { siteId, site, touchScreen, cms, isPublic, stylingError } = usePublicSite();
  const { categoryId = '', entryId = '' } = useParams();
  const { currentData: data, error } = useGetEntryQuery({ siteId, entryId, cms }, { skip: !siteId || !entryId });
  const folderId = data?.entry.categoryID ?? categoryId;
  // The folder's profiles without their pictures: enough to order, filter and count them, and all a
  // server-rendered profile carries of its folder (issue 26, phones). The whole folder, when a visit to it left
  // it in the store, serves the pager meanwhile (same profiles, same order); it is read once the page is up,
  // so the way back to the folder shows at once.
  const folderArgs = { siteId, categoryId: folderId, cms };
  const skipFolder = !siteId || !folderId;
  const outline = useGetCategoryOutlineQuery(folderArgs, { skip: skipFolder });
  const folder = publicApi.endpoints.getCategory.useQueryState(folderArgs, { skip: skipFolder });
  const siblingsReply: CategoryOutlineReply | undefined = outline.data ?? folder.data;
  const prefetchFolder = publicApi.usePrefetch('getCategory');
  useEffect(() => {
    if (siteId && folderId) prefetchFolder({ siteId, categoryId: folderId, cms });
  }, [prefetchFolder, siteId, folderId, cms]);
  const navigate = useNavigate();
  const prefetch = publicApi.usePrefetch('getEntry');
  useRouteLoadError(stylingError ?? error);

  const target = useMemo(() => {
    if (!data) return null;
    const route = { name: 'entry' as const, siteId, categoryId, entryId };
    const legacy = legacyIdRedirect(route, [data.category], [data.entry]);
    if (legacy) return legacy;
    if (data.entry.categoryID !== categoryId) return entryPath(siteId, data.entry.categoryID, data.entry._id);
    return entryLayoutRedirect(route, data.category, { isPublic, backButton: false });
  }, [data, siteId, categoryId, entryId, isPublic]);
  const leaving = useApplyRedirect(target, !!data);
  usePageView(siteId, { categoryId: data?.category._id, entryId: data?.entry._id }, !!data && !leaving);

  // The folder's filter is carried here in the address (SPEC §2): the pager counts and steps within it.
  const filter = useSearchParams()[0].get(FILTER_PARAM);
  const siblings = useMemo(() => {
    const reply = siblingsReply;
    if (!reply) return [];
    const shown = cms ? reply.entries : visibleEntries(reply.category, reply.entries);
    const ordered =
      reply.category.layout === 'RecordsLayout' ? shown : orderFolderEntries(shown, reply.category, site?.categoryPage);
    const within = applyFilters(ordered, decodeFilterQuery(filter));
    // A profile the filter leaves out (opened from search, say) pages through the whole folder.
    return within.some((e) => e._id === entryId || e._id === data?.entry._id) ? within : ordered;
  }, [siblingsReply, cms, site?.categoryPage, filter, entryId, data?.entry._id]);
  const at = siblings.findIndex((e) => e._id === data?.entry._id);
  const neighbour = (d: 1 | -1) =>
    at < 0 || siblings.length < 2 ? undefined : siblings[(at + d + siblings.length) % siblings.length];
  const go = (d: 1 | -1) => {
    const next = neighbour(d);
    if (next) navigate(entryPath(siteId, folderId, next._id));
  };
  const swipe = useSwipe({ onSwipeLeft: () => go(1), onSwipeRight: () => go(-1), enabled: siblings.length > 1 });
  const prefetchNeighbours = () =>
    [neighbour(1), neighbour(-1)].forEach((e) => e && prefetch({ siteId, entryId: e._id, cms }));

  // Back to the folder's page holding this profile (the folder pages its visitors' cards the same way).
  const folderPageNo = !cms && at >= 0 && siblingsReply?.category.layout !== 'RecordsLayout' ? pageOfIndex(at) : 1;
  const up = `${withBackButton(categoryPath(siteId, folderId))}${folderPageNo > 1 ? `&${PAGE_PARAM}=${folderPageNo}` : ''}`;
  return (
    <PageFrame
      siteId={siteId}
      site={site}
      touchScreen={touchScreen}
      up={up}
      background={data?.entry.background ?? data?.category.background}
      testId="entry-page"
    >
      <div className="ps-entry-swipe" {...swipe} onPointerEnter={prefetchNeighbours} onTouchStart={prefetchNeighbours}>
        {data && !leaving ? (
          <EntryProfile
            entry={data.entry}
            category={data.category}
            site={site}
            siteId={siteId}
            actions={<ShareEntrySlot name={fullName(data.entry)} />}
          />
        ) : (
          <EntryProfileSkeleton />
        )}
      </div>
      {siblings.length > 1 && at >= 0 ? (
        <EntryPager index={at} total={siblings.length} onPrevious={() => go(-1)} onNext={() => go(1)} />
      ) : null}
    </PageFrame>
  );
}
