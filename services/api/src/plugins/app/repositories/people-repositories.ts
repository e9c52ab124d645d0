/** Users, their refresh tokens, and cast screens (a client's TV slideshows). */
import type { StoredUser, RefreshTokenDoc, CastScreenDoc, ProviderIdentityRef } from './documents';
import { BaseRepository, nowIso } from './base-repository';

export class UserRepository extends BaseRepository<StoredUser> {
  /** E-mails are stored lower-cased; `withDeleted` also finds removed accounts (an address stays taken). */
  byEmail(email: string, withDeleted = false): Promise<StoredUser | null> {
    return this.findOne({ email }, withDeleted);
  }

  /** Another account with this e-mail address than `userId`, or null. */
  byEmailOtherThan(email: string, userId: string): Promise<StoredUser | null> {
    return this.findOne({ email, _id: { $ne: userId as never } }, true);
  }

  /** The user linked to this provider identity (issuer and subject together; never `auth0ID` or a Laurel id). */
  byProviderIdentity(issuer: string, subject: string): Promise<StoredUser | null> {
    if (!issuer || !subject) return Promise.resolve(null);
    return this.findOne({ 'providerIdentity.issuer': issuer, 'providerIdentity.subject': subject });
  }

  /**
   * Accounts linked before provider identities had a field of their own kept the subject in `auth0ID` (set
   * only by the link flow, marked by `linkedAt`): they get `providerIdentity` for the configured issuer.
   */
  adoptEarlierLinks(issuer: string): Promise<number> {
    return this.updateMany({ linkedAt: { $exists: true }, providerIdentity: { $exists: false } }, [
      { $set: { providerIdentity: { issuer, subject: '$auth0ID' } } },
    ] as never);
  }

  ofClient(clientId: string): Promise<StoredUser[]> {
    return this.find({ clientID: clientId }, { sort: { email: 1 } });
  }

  /** Non-internal accounts of a client, by id (site export). */
  exportOfClient(clientId: string): Promise<StoredUser[]> {
    return this.find({ clientID: clientId, role: { $ne: 'internal' } }, { sort: { _id: 1 } });
  }

  byIdOfClient(userId: string, clientId: string): Promise<StoredUser | null> {
    return this.findOne({ _id: userId as never, clientID: clientId });
  }

  markAgreementsSigned(userId: string): Promise<StoredUser | null> {
    return this.updateById(userId, { $set: { hasSignedAgreements: true, agreementsSignedAt: nowIso() } });
  }

  /**
   * Links a provider identity to the account (after both sides were proved). `auth0ID` shows the subject
   * (SPEC's field, for people reading the user list); sign-in reads `providerIdentity` only.
   */
  linkProviderIdentity(userId: string, identity: ProviderIdentityRef): Promise<StoredUser | null> {
    return this.updateById(userId, {
      $set: { auth0ID: identity.subject, providerIdentity: identity, linkedAt: nowIso() },
    });
  }

  /** Sets fields of an account (no `updatedAt`: accounts carry none). */
  update(userId: string, fields: Partial<StoredUser>): Promise<StoredUser | null> {
    return this.updateById(userId, { $set: fields });
  }

  async remove(userId: string): Promise<void> {
    await this.deleteHard({ _id: userId as never });
  }
}

/** How long a session found live is believed without asking the database again. */
export const SESSION_CHECK_MS = 2_000;

export class RefreshTokenRepository extends BaseRepository<RefreshTokenDoc> {
  byHash(tokenHash: string): Promise<RefreshTokenDoc | null> {
    return this.findOne({ tokenHash });
  }

  /** A token of the user's session (refresh-token family), ended or not; null when there is none. */
  ofSession(family: string, userId: string): Promise<RefreshTokenDoc | null> {
    return this.findOne({ family, userId });
  }

  /** Revokes one token unless it was revoked already; true when this call revoked it. */
  async revokeOnce(id: string): Promise<boolean> {
    return (await this.updateMany({ _id: id as never, revokedAt: null }, { $set: { revokedAt: nowIso() } })) > 0;
  }

  /** The newest token of a session that is neither revoked, ended nor expired; null when there is none. */
  async newestLive(family: string, userId: string): Promise<RefreshTokenDoc | null> {
    const [token] = await this.find(
      { family, userId, revokedAt: null, endedAt: null, expiresAt: { $gt: nowIso() } },
      { sort: { createdAt: -1 }, limit: 1 },
    );
    return token ?? null;
  }

  /** Ends a session: revokes every live token of the family and marks the family ended (its access tokens stop too). */
  async revokeFamily(family: string): Promise<void> {
    const now = nowIso();
    this.live.delete(family);
    await this.updateMany({ family, revokedAt: null }, { $set: { revokedAt: now } });
    await this.updateMany({ family }, { $set: { endedAt: now } });
  }

  /**
   * True while the user's session (refresh-token family) has a token that is neither ended nor expired. Asked on
   * every authenticated request, so a live answer is kept for SESSION_CHECK_MS: a sign-out through this process
   * counts at once, one through another replica within that time.
   */
  async isSessionLive(family: string, userId: string, now = Date.now()): Promise<boolean> {
    const kept = this.live.get(family);
    if (kept && kept.userId === userId && kept.until > now) return true;
    const live = (await this.findOne({ family, userId, endedAt: null, expiresAt: { $gt: nowIso() } })) !== null;
    if (live) {
      if (this.live.size >= 10_000) this.live.clear();
      this.live.set(family, { userId, until: now + SESSION_CHECK_MS });
    } else this.live.delete(family);
    return live;
  }

  async removeOfUser(userId: string): Promise<void> {
    for (const [family, kept] of this.live) if (kept.userId === userId) this.live.delete(family);
    await this.deleteHard({ userId });
  }

  /** Sessions found live lately: family → user and until when the answer holds. */
  private readonly live = new Map<string, { userId: string; until: number }>();
}

export class CastScreenRepository extends BaseRepository<CastScreenDoc> {
  ofSite(siteId: string): Promise<CastScreenDoc[]> {
    return this.find({ siteID: siteId }, { sort: { name: 1, _id: 1 } });
  }

  byScreenId(screenId: string): Promise<CastScreenDoc | null> {
    return this.findOne({ screenId });
  }

  /** Brings a deleted screen of the site back; false when there is none. */
  async restoreInSite(siteId: string, id: string): Promise<boolean> {
    const screen = await this.findOne({ _id: id as never, siteID: siteId }, true);
    return screen !== null && (await this.restore(id)) !== null;
  }

  /** Removes for good a deleted screen of the site; returns how many (0 or 1). */
  purgeOne(siteId: string, id: string): Promise<number> {
    return this.purgeDeleted({ siteID: siteId, _id: id as never });
  }
}
