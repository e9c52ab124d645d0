/**
 * The Canva importer's stored state: each admin's Canva connection (`canvaConnections`, keyed by user id; tokens
 * sealed at rest) and each import (`canvaImports`: Canva's export job, then its files into the media library).
 * Claims are conditional updates, so two requests (or two API replicas) never run the same step twice.
 */
import type { CanvaImportFormat, CanvaImportState } from '@laurel/domain';
import { BaseRepository, nowIso } from './base-repository';

export interface CanvaPendingDoc {
  state: string;
  /** The PKCE verifier, sealed. */
  verifier: string;
  redirectUri: string;
  expiresAt: string;
}
export interface CanvaTokensDoc {
  /** Sealed access and refresh tokens. */
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}
export interface CanvaConnectionDoc {
  _id: string;
  pending: CanvaPendingDoc | null;
  tokens: CanvaTokensDoc | null;
  displayName: string | null;
  connectedAt: string | null;
  /** While one request refreshes the tokens (Canva's refresh tokens work once). */
  refreshingUntil?: string | null;
}

export interface CanvaImportDoc {
  _id: string;
  siteID: string;
  userId: string;
  designId: string;
  title: string;
  format: CanvaImportFormat;
  jobId: string;
  state: CanvaImportState;
  /** Canva's download addresses, once the export succeeded. */
  urls: string[];
  mediaIds: string[];
  message: string | null;
  createdAt: string;
  /** While one request downloads and imports the files. */
  claimedUntil: string | null;
}

export class CanvaConnectionRepository extends BaseRepository<CanvaConnectionDoc> {
  async startPending(userId: string, pending: CanvaPendingDoc): Promise<void> {
    await this.collection.updateOne(
      { _id: userId as never },
      { $set: { pending }, $setOnInsert: { tokens: null, displayName: null, connectedAt: null } },
      { upsert: true },
    );
  }

  /** Takes the pending sign-in with this state (once): the connection as it was, or null. */
  async takePending(userId: string, state: string): Promise<CanvaConnectionDoc | null> {
    const before = await this.collection.findOneAndUpdate(
      { _id: userId as never, 'pending.state': state },
      { $set: { pending: null } },
      { returnDocument: 'before' },
    );
    return before as CanvaConnectionDoc | null;
  }

  async saveTokens(userId: string, tokens: CanvaTokensDoc, displayName?: string | null): Promise<void> {
    const set: Record<string, unknown> = { tokens, refreshingUntil: null };
    if (displayName !== undefined) Object.assign(set, { displayName, connectedAt: nowIso() });
    await this.collection.updateOne({ _id: userId as never }, { $set: set });
  }

  /** Claims the right to refresh for 15 s; false when another request holds it. */
  async claimRefresh(userId: string): Promise<boolean> {
    const now = nowIso();
    const res = await this.collection.updateOne(
      { _id: userId as never, $or: [{ refreshingUntil: null }, { refreshingUntil: { $lt: now } }] },
      { $set: { refreshingUntil: new Date(Date.now() + 15_000).toISOString() } },
    );
    return res.modifiedCount === 1;
  }

  async forget(userId: string): Promise<void> {
    await this.collection.updateOne(
      { _id: userId as never },
      { $set: { tokens: null, displayName: null, connectedAt: null, refreshingUntil: null } },
    );
  }
}

export class CanvaImportRepository extends BaseRepository<CanvaImportDoc> {
  ofSite(siteId: string, importId: string): Promise<CanvaImportDoc | null> {
    return this.findOne({ _id: importId as never, siteID: siteId });
  }

  /** The site's latest imports, newest first. */
  recentOfSite(siteId: string, limit: number): Promise<CanvaImportDoc[]> {
    return this.find({ siteID: siteId }, { sort: { createdAt: -1 }, limit });
  }

  /** Canva finished the export: the files to import (unless another request saw it first). */
  async exported(importId: string, urls: string[]): Promise<void> {
    await this.collection.updateOne(
      { _id: importId as never, state: 'exporting' },
      { $set: { state: 'importing', urls } },
    );
  }

  /** Claims the import of the files for 2 minutes; the document, or null when another request holds it. */
  async claim(importId: string): Promise<CanvaImportDoc | null> {
    const now = nowIso();
    const res = await this.collection.findOneAndUpdate(
      { _id: importId as never, state: 'importing', $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }] },
      { $set: { claimedUntil: new Date(Date.now() + 120_000).toISOString() } },
      { returnDocument: 'after' },
    );
    return res as CanvaImportDoc | null;
  }

  async addMedia(importId: string, mediaId: string): Promise<void> {
    await this.collection.updateOne({ _id: importId as never }, { $push: { mediaIds: mediaId } as never });
  }

  async finish(importId: string, state: 'done' | 'failed', message: string | null): Promise<void> {
    await this.collection.updateOne(
      { _id: importId as never, state: { $in: ['exporting', 'importing'] } },
      { $set: { state, message, claimedUntil: null } },
    );
  }
}
