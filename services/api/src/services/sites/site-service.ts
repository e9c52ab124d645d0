/** Site styling reads, site patches (media as ids, nested settings merged) and home buttons. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  isSiteAdmin,
  isTimeZone,
  timeZoneError,
  type HomeButton,
  type HomeButtonInput,
  type Site,
  type SitePatch,
  type SiteSummary,
} from '@laurel/domain';
import { primaryColorError, siteThemeColors } from '@laurel/theme/colors';
import { badRequest } from '../../plugins/app/http-errors';
import type { SiteDoc } from '../../plugins/app/repositories';
import { emitChange, type AuthedCtx, type Ctx } from '../context';
import { resolveMediaFields } from '../media/media-ref-service';
import { rederivedColorPaths } from './site-colors-patch';
import { actorOfCtx, recordActivity, recordVersion } from '../versions/record-version';

export const HOME_BUTTONS_REJECTED =
  'Home buttons must be saved through their own endpoint: PUT /api/v1/sites/{siteId}/home-buttons.';

/** PATCH /sites/{siteId} refuses `homeButtons` with a message naming their own endpoint (before validation). */
export function rejectHomeButtons(body: unknown): void {
  if (body && typeof body === 'object' && 'homeButtons' in body) throw badRequest(HOME_BUTTONS_REJECTED);
}

const SINGLE_MEDIA = ['primaryLogo', 'backgroundImage', 'genericImage'] as const;
const LIST_MEDIA = ['sponsorImages', 'presentingSponsorImages', 'media'] as const;
const NESTED = ['colors', 'text', 'home', 'categoryPage'] as const;

/**
 * The site as the caller may see it: admins get everything, others not the internal `csDetails`. Every
 * view carries `themeColors`, the site's colour CSS variables computed here (never stored), so pages that
 * show a site need no colour library.
 */
export function siteView(ctx: Ctx, site: SiteDoc = ctx.site): Site {
  const { _id: _ignored, themeColors: _stored, ...rest } = site;
  const view = { ...rest, themeColors: siteThemeColors(site) };
  if (isSiteAdmin(ctx.user, site)) return view;
  const { csDetails: _cs, ...publicSite } = view;
  return publicSite;
}

/** An expiry in the past is refused: the announcement would never show. */
export const EMERGENCY_EXPIRY_PAST = 'The emergency announcement must end in the future. Choose a later end time.';

/**
 * `castEmergencyAnnouncementSince` marks the announcement screens should now show (switched on, or its text or
 * kind changed while on); the RocketCast page counts the screens that picked it up since then.
 */
function emergencyStamp(site: SiteDoc, patch: SitePatch): Record<string, unknown> {
  const expiresAt = patch.castEmergencyAnnouncementExpiresAt;
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) throw badRequest(EMERGENCY_EXPIRY_PAST);
  const enabled = patch.castEmergencyAnnouncementEnabled ?? site.castEmergencyAnnouncementEnabled;
  if (!enabled) return {};
  const changed =
    !site.castEmergencyAnnouncementEnabled ||
    (patch.castEmergencyAnnouncementText !== undefined &&
      patch.castEmergencyAnnouncementText !== site.castEmergencyAnnouncementText) ||
    (patch.castEmergencyAnnouncementTheme !== undefined &&
      patch.castEmergencyAnnouncementTheme !== site.castEmergencyAnnouncementTheme);
  return changed ? { castEmergencyAnnouncementSince: new Date().toISOString() } : {};
}

/** An activity line when the emergency announcement is switched on or off (or its text changes while on). */
async function recordEmergencySwitch(ctx: AuthedCtx, before: SiteDoc, after: SiteDoc): Promise<void> {
  const on = after.castEmergencyAnnouncementEnabled;
  if (
    on === before.castEmergencyAnnouncementEnabled &&
    after.castEmergencyAnnouncementSince === before.castEmergencyAnnouncementSince
  )
    return;
  const text = after.castEmergencyAnnouncementText ? `: "${after.castEmergencyAnnouncementText.slice(0, 120)}"` : '';
  await recordActivity(
    actorOfCtx(ctx),
    'emergency',
    on ? `Switched the emergency announcement on${text}` : 'Switched the emergency announcement off',
  );
}

export async function patchSite(ctx: AuthedCtx, patch: SitePatch): Promise<Site> {
  // SPEC §5: an unreadable primary colour is refused (nothing is saved), with the client's own message.
  for (const primary of [patch.primaryColor, patch.colors?.primary]) {
    const error = primary === undefined ? null : primaryColorError(primary);
    if (error) throw badRequest(error);
  }
  if (patch.timeZone && !isTimeZone(patch.timeZone)) throw badRequest(timeZoneError(patch.timeZone));
  const fields = await resolveMediaFields(ctx, patch, SINGLE_MEDIA, LIST_MEDIA);
  const set: Record<string, unknown> = rederivedColorPaths(ctx.site, patch);
  for (const [key, value] of Object.entries(fields)) {
    if ((NESTED as readonly string[]).includes(key) && value && typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) set[`${key}.${sub}`] = v;
    } else set[key] = value;
  }
  if (typeof patch.primaryColor === 'string' && !patch.colors?.primary) set['colors.primary'] = patch.primaryColor;
  Object.assign(set, emergencyStamp(ctx.site, patch));
  if (Object.keys(set).length === 0) return siteView(ctx);
  const before = ctx.site;
  const updated = await ctx.app.repos.sites.setPaths(ctx.site._id, set);
  if (!updated) throw badRequest('The site was removed meanwhile.');
  ctx.site = updated;
  await recordVersion(ctx, 'save', [{ kind: 'site', before, after: updated }]);
  await recordEmergencySwitch(ctx, before, updated);
  emitChange(ctx, 'site', updated.siteID);
  return siteView(ctx);
}

/**
 * The buttons `inputs` make on `site` (media ids resolved, new buttons get an id), nothing written: what
 * saving them stores, and what the preview at a time shows of a scheduled change to Home.
 */
export async function homeButtonsFrom(ctx: Ctx, site: SiteDoc, inputs: HomeButtonInput[]): Promise<HomeButton[]> {
  const ids = inputs.map((b) => b.buttonId).filter(Boolean);
  if (new Set(ids).size !== ids.length) throw badRequest('Each home button needs its own buttonId.');
  const previous = new Map(site.homeButtons.map((b) => [b.buttonId, b]));
  const buttons: HomeButton[] = [];
  for (const input of inputs) {
    const buttonId = input.buttonId ?? randomUUID();
    const data: HomeButton['data'] = await resolveMediaFields(ctx, input.data, ['image']);
    const before = previous.get(buttonId);
    const sameUser = before?.type === 'Twitter' && input.type === 'Twitter' && before.data.username === data.username;
    if (input.type === 'Twitter') data.confirmed = sameUser ? Boolean(before?.data.confirmed) : false;
    else delete data.confirmed;
    buttons.push({ buttonId, type: input.type, label: input.label, data });
  }
  return buttons;
}

/**
 * Replaces the home buttons. New buttons get an id. A Twitter button keeps `confirmed` only while its
 * username is unchanged: confirming is the server's job (the confirm endpoint), never the client's.
 */
export async function saveHomeButtons(ctx: AuthedCtx, inputs: HomeButtonInput[]): Promise<Site> {
  const buttons = await homeButtonsFrom(ctx, ctx.site, inputs);
  const before = ctx.site;
  const updated = await ctx.app.repos.sites.setFields(ctx.site._id, { homeButtons: buttons });
  ctx.site = updated!;
  await recordVersion(ctx, 'save', [{ kind: 'site', before, after: ctx.site }]);
  emitChange(ctx, 'site', ctx.site.siteID);
  return siteView(ctx);
}

/** Sites matching a term (site id or style name, case-insensitive), for internal users. */
export async function findSites(app: FastifyInstance, term: string | undefined): Promise<SiteSummary[]> {
  const t = (term ?? '').trim().toLowerCase();
  const all = await app.repos.sites.summaries(5000);
  return all
    .filter((s) => !t || s.siteID.toLowerCase().includes(t) || (s.styleName ?? '').toLowerCase().includes(t))
    .slice(0, 100);
}
