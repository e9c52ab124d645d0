/**
 * A reply made outside the JSON routes (a server-rendered page, a sitemap) kept in the site's public view:
 * the kept one when current (made again in the background when due, see PublicViewCache), else the one being
 * made by another request, else made now by `make` (given the kept body it makes again, if any: see encodeBody,
 * and the content version it is made at). Null when `make` has nothing (or fails: logged), and for a
 * site that does not exist (nothing is kept for addresses that name no site).
 */
import type { FastifyInstance } from 'fastify';
import type { EncodedBody } from './encoded-body';

export async function keptReply(
  app: FastifyInstance,
  siteId: string,
  key: string,
  make: (previous: EncodedBody | null, version: number) => Promise<EncodedBody | null>,
): Promise<EncodedBody | null> {
  const safely = (version: number, previous: EncodedBody | null = null) =>
    make(previous, version).catch((err: unknown) => {
      app.log.warn({ err, siteId, key }, 'a public reply could not be made');
      return null;
    });
  if (!(await app.repos.siteContent.site(siteId))) return null;
  await app.publicViews.whenKnown(siteId);
  const found = app.publicViews.lookup(siteId, key);
  if ('wait' in found) return found.wait;
  if ('build' in found) {
    const body = await safely(found.build.version);
    found.build.done(body);
    return body;
  }
  const refresh = found.refresh;
  if (refresh) void safely(refresh.version, refresh.previous).then((body) => refresh.done(body));
  return found.hit;
}
