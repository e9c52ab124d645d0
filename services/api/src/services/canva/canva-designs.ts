/**
 * The admin's Canva designs, a page at a time (Canva's `continuation`), newest first or by a search, and the
 * formats Canva offers for one design that the media library can take.
 */
import {
  CANVA_IMPORT_FORMATS,
  type CanvaDesign,
  type CanvaDesignsQuery,
  type CanvaDesignsReply,
  type CanvaFormatsReply,
  type CanvaImportFormat,
} from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { canvaApi } from './canva-client';
import { withCanva } from './canva-session';

interface CanvaDesignBody {
  id: string;
  title?: string;
  thumbnail?: { url?: string };
  page_count?: number;
  updated_at?: number;
}

const iso = (seconds: number | undefined) =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;

export const designOf = (d: CanvaDesignBody): CanvaDesign => ({
  id: d.id,
  title: d.title?.trim() || 'Untitled design',
  thumbnailUrl: d.thumbnail?.url && /^https?:\/\//.test(d.thumbnail.url) ? d.thumbnail.url : null,
  pageCount: typeof d.page_count === 'number' ? d.page_count : null,
  updatedAt: iso(d.updated_at),
});

export async function listDesigns(ctx: AuthedCtx, query: CanvaDesignsQuery): Promise<CanvaDesignsReply> {
  const q = new URLSearchParams();
  const text = query.query?.trim();
  if (text) q.set('query', text);
  else q.set('sort_by', 'modified_descending');
  if (query.continuation) q.set('continuation', query.continuation);
  const reply = await withCanva(ctx, (token, config) =>
    canvaApi<{ items?: CanvaDesignBody[]; continuation?: string }>(config, token, `/v1/designs?${q}`),
  );
  return {
    designs: (reply.items ?? []).filter((d) => typeof d.id === 'string').map(designOf),
    continuation: reply.continuation ?? null,
  };
}

export async function designFormats(ctx: AuthedCtx, designId: string): Promise<CanvaFormatsReply> {
  const reply = await withCanva(ctx, (token, config) =>
    canvaApi<{ formats?: Record<string, unknown> }>(
      config,
      token,
      `/v1/designs/${encodeURIComponent(designId)}/export-formats`,
    ),
  );
  const offered = Object.keys(reply.formats ?? {});
  return { formats: CANVA_IMPORT_FORMATS.filter((f): f is CanvaImportFormat => offered.includes(f)) };
}
