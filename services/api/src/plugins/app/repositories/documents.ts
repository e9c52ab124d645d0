/**
 * The stored documents: SPEC §3 entities (types from @laurel/domain's schemas) plus the fields only the
 * database holds. Field names follow SPEC (`siteID`, `categoryID`, …); see docs/decisions.md "Naming".
 */
import type { CastScreen, Category, RecentlyDeletedItem, Site, User } from '@laurel/domain';

export type SiteDoc = Site & { _id: string };
/** `position` orders top-level folders (they have no parent list); it never leaves the repository. */
export type CategoryDoc = Category & { position?: number };
export type CastScreenDoc = CastScreen & { _id: string };

export type StoredUser = User & {
  passwordHash?: string;
  agreementsSignedAt?: string;
  /** When a provider identity was linked to this account. */
  linkedAt?: string;
  /**
   * The linked provider identity: its issuer and subject, in a namespace of their own. Sign-in through a
   * provider looks up this field only; a provider subject is never compared with a Laurel id or `auth0ID`.
   */
  providerIdentity?: ProviderIdentityRef | null;
};

export interface ProviderIdentityRef {
  issuer: string;
  subject: string;
}

export interface RefreshTokenDoc {
  _id: string;
  tokenHash: string;
  userId: string;
  family: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Set on every token of the family when the session ends (sign-out, token reuse). */
  endedAt?: string | null;
  createdAt: string;
  /** Set for sessions begun at the OpenID Connect provider: its refresh token, sealed (services/oidc/sealed.ts). */
  provider?: { refreshToken: string | null } | null;
}

export type DeletedLogDoc = RecentlyDeletedItem & { _id: string; siteID: string; restoredAt?: string | null };

export type AnalyticsEventDoc = { _id: string; siteID: string; type: string; path: string; at: string } & Record<
  string,
  unknown
>;
