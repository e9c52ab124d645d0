import { buildApp } from '/work/wt/ssr/services/api/src/app';
import { RenderModules } from '/work/wt/ssr/services/api/src/services/server-render/render-module';
import { injectFetch } from '/work/wt/ssr/services/api/src/services/server-render/inject-fetch';
(async () => {
  const app = await buildApp({ env: {}, config: { dataDir: '/tmp/ssr-data-dbg', port: 0, logLevel: 'fatal', mongoUri: null } as never });
  await app.ready();
  const r = new RenderModules(app.config.appsDir).current()!;
  for (const url of process.argv.slice(2)) {
    const res = await r.module.renderPage({ url, fetch: injectFetch(app), publicSiteEntry: r.publicSiteEntry, fontsBaseUrl: '/api/v1/fonts' });
    const h = res.html;
    console.log(url, 'complete', res.complete, 'len', h.length, 'templates', (h.match(/<template/g) || []).length, 'scripts', (h.match(/<script/g) || []).length, h.slice(0, 200).replace(/<link[^>]*>/g, ''));
  }
  await app.close();
})();
