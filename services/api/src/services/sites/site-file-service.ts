/**
 * A site's admins download their site file and import one into the same site (the internal routes of
 * /admin/sites do any site). Users stay out both ways: no one's password hash leaves in a download, and an
 * import cannot add users or roles (admins manage users in settings).
 */
import type { SiteFile, SiteImportReply } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { exportSite } from '../../site-io/export-site';
import { importSiteFile } from '../../site-io/import-site';
import type { AuthedCtx } from '../context';

export async function downloadSiteFile(ctx: AuthedCtx): Promise<SiteFile> {
  const file = await exportSite(ctx.app.repos, ctx.site.siteID);
  return { ...file, users: [] };
}

export async function importOwnSiteFile(ctx: AuthedCtx, input: unknown): Promise<SiteImportReply> {
  const site = (input as { site?: { siteID?: unknown; clientID?: unknown } } | null)?.site;
  if (site && typeof site === 'object' && site.siteID !== ctx.site.siteID)
    throw badRequest(
      `This site file is for the site "${String(site.siteID)}", not "${ctx.site.siteID}". Open that site to import it.`,
    );
  if (site && typeof site === 'object' && site.clientID !== undefined && site.clientID !== ctx.site.clientID)
    throw badRequest('This site file belongs to another organisation.');
  const own = { ...(input as object), site: { ...site, clientID: ctx.site.clientID }, users: [] };
  return importSiteFile(ctx.app, own);
}
