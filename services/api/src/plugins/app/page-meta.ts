/**
 * `app.pageHtml(path, origin, html)`: the shell's HTML with the page's head tags (services/page-meta-service.ts)
 * for public pages; the static plugin's SPA fallback uses it. Falls back to the HTML as built on any failure.
 */
import fp from 'fastify-plugin';
import { pageMeta, withHead } from '../../services/public-pages/page-meta-service';

declare module 'fastify' {
  interface FastifyInstance {
    pageHtml(path: string, origin: string, html: string): Promise<string>;
  }
}

export default fp(
  async (app) => {
    app.decorate('pageHtml', async (path: string, origin: string, html: string) => {
      try {
        const meta = await pageMeta(app, path, origin);
        return meta ? withHead(html, meta) : html;
      } catch (err) {
        app.log.warn({ err, path }, 'Page meta could not be built');
        return html;
      }
    });
  },
  { name: 'page-meta', dependencies: ['repositories'] },
);
