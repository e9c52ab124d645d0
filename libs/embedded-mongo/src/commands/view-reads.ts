// Reads through views: wraps the command's DataView so that every read of a view (find, count,
// distinct, aggregate, $lookup, views on views) runs the view's pipeline over its source, and every
// document write to a view is refused.
import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import type { DataView, ReadOptions } from '../storage/view';
import type { CommandContext } from './types';
import { fail, ErrorCodes } from '../errors';
import { compileFilter } from '../query/matcher';
import { sortDocuments } from '../query/sort';
import { runOver } from './aggregate-stages';
import { MAX_VIEW_DEPTH, notOnView } from './views';

export class ViewReads implements DataView {
  private depth = 0;

  constructor(
    private readonly inner: DataView,
    private readonly ctx: CommandContext,
  ) {}

  get ops(): DataView['ops'] {
    return this.inner.ops;
  }

  exists(db: string, name: string): boolean {
    return this.inner.exists(db, name);
  }

  base(db: string, name: string): Collection | undefined {
    return this.inner.base(db, name);
  }

  find(db: string, name: string, filter: Document | undefined, options: ReadOptions = {}): Iterable<Document> {
    const coll = this.inner.base(db, name);
    if (!coll?.isView) return this.inner.find(db, name, filter, options);
    const match = compileFilter(filter, options.collation);
    const docs = this.viewDocuments(db, coll).filter(match);
    return options.sort ? sortDocuments(docs, options.sort, options.collation) : docs;
  }

  private viewDocuments(db: string, view: Collection): Document[] {
    if (this.depth >= MAX_VIEW_DEPTH)
      fail(
        ErrorCodes.ViewDepthLimitExceeded,
        `View depth too deep or view cycle detected. Maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    this.depth++;
    try {
      const source = [...this.find(db, view.options.viewOn as string, {})];
      const collation = view.options.collation as Document | undefined;
      return runOver(source, (view.options.pipeline as Document[]) ?? [], { ...this.ctx, db }, collation);
    } finally {
      this.depth--;
    }
  }

  private writable(db: string, name: string): void {
    if (this.inner.base(db, name)?.isView) notOnView(db, name);
  }

  insert(db: string, name: string, doc: Document): void {
    this.writable(db, name);
    this.inner.insert(db, name, doc);
  }

  replace(db: string, name: string, oldDoc: Document, newDoc: Document, replacement?: boolean): void {
    this.writable(db, name);
    this.inner.replace(db, name, oldDoc, newDoc, replacement);
  }

  remove(db: string, name: string, doc: Document): void {
    this.writable(db, name);
    this.inner.remove(db, name, doc);
  }
}
