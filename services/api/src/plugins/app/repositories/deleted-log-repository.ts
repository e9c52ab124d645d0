/** The recently-deleted log: one item per deleted thing; its items carry `deletedAt` as data, so reads are not scoped by it. */
import type { Document, Filter } from 'mongodb';
import type { DocumentType } from '@laurel/domain';
import type { DeletedLogDoc } from './documents';
import { BaseRepository, nowIso } from './base-repository';

/** The most items the recently-deleted list shows. */
const LIST_LIMIT = 1000;

export class DeletedLogRepository extends BaseRepository<DeletedLogDoc> {
  protected override scope(filter: Filter<Document>): Filter<Document> {
    return filter;
  }

  /** The site's items not restored yet, newest first. */
  async notRestored(siteId: string): Promise<DeletedLogDoc[]> {
    const cursor = this.collection.find({ siteID: siteId, restoredAt: null }).sort({ deletedAt: -1 }).limit(LIST_LIMIT);
    return (await cursor.toArray()) as unknown as DeletedLogDoc[];
  }

  async markRestored(siteId: string, documentType: DocumentType, documentId: string): Promise<void> {
    await this.updateMany(
      { siteID: siteId, documentType, documentId, restoredAt: null },
      { $set: { restoredAt: nowIso() } },
    );
  }

  /** Forgets the log items of a document deleted for good. */
  async forget(siteId: string, documentType: DocumentType, documentId: string): Promise<void> {
    await this.deleteHard({ siteID: siteId, documentType, documentId });
  }
}
