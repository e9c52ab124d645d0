/** Site documents (key `siteID`; `_id` is the site id for sites made here, kept as imported otherwise). */
import type { SiteSummary } from '@laurel/domain';
import type { SiteDoc } from './documents';
import { BaseRepository } from './base-repository';

export class SiteRepository extends BaseRepository<SiteDoc> {
  findBySiteId(siteId: string): Promise<SiteDoc | null> {
    return this.findOne({ siteID: siteId });
  }

  /** True when the database holds no site (first start). */
  async isEmpty(): Promise<boolean> {
    return (await this.collection.countDocuments({}, { limit: 1 })) === 0;
  }

  /** Site ids in order: every site (clientId null), or the sites of one client. */
  async siteIds(clientId: string | null): Promise<string[]> {
    const filter = clientId === null ? {} : { clientID: clientId };
    const sites = await this.find(filter, { projection: { siteID: 1 }, sort: { siteID: 1 } });
    return sites.map((s) => s.siteID);
  }

  /** The first `limit` sites by id: id, style name and client. */
  async summaries(limit: number): Promise<SiteSummary[]> {
    const sites = await this.find(
      {},
      { projection: { siteID: 1, styleName: 1, clientID: 1 }, sort: { siteID: 1 }, limit },
    );
    return sites.map((s) => ({ siteID: s.siteID, styleName: s.styleName, clientID: s.clientID }));
  }

  /** Replaces the site with the same `siteID` (keeping its `_id`), or inserts it with `_id` = site id. */
  async upsertBySiteId(site: Omit<SiteDoc, '_id'>): Promise<void> {
    const existing = await this.collection.findOne({ siteID: site.siteID }, { projection: { _id: 1 } });
    const key = (existing?._id as string | undefined) ?? site.siteID;
    await this.collection.replaceOne({ _id: key as never }, { ...site, _id: key }, { upsert: true });
  }
}
