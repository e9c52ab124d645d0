/**
 * Issue 28: the images and the reference topology (deploy/Dockerfile.api, deploy/Dockerfile.web,
 * deploy/compose.yaml) cannot run here (no Docker), so this reads them and checks what a deployment depends
 * on: what the API image runs and copies (and that the build makes it), that the three replicas share one
 * JWT_SECRET and one replica-set MONGODB_URI, that the edge's upstreams are the API services, that ports agree,
 * and, under the real nginx, that the static origin's configuration (deploy/web.conf) caches as it says.
 */
import { spawn, spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { freePort, ROOT } from '../helpers/processes';
import { commandWords, copyOf, parseDockerfile, type Stage } from './dockerfile';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const api = parseDockerfile(read('deploy/Dockerfile.api'));
const web = parseDockerfile(read('deploy/Dockerfile.web'));
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Record<string, any>>;
};
const services = compose.services;
const apiServices = Object.keys(services).filter((name) => services[name].image === 'laurel-api');
const mongoServices = Object.keys(services).filter((name) => /^mongo\d$/.test(name));

const last = (stages: Stage[]) => stages.at(-1)!;
const ops = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);
const published = (service: Record<string, any>) =>
  (service.ports as string[]).map((p) => p.split(':').map(Number) as [number, number]);

describe('deploy/Dockerfile.api', () => {
  const image = last(api);

  it('builds in one stage and runs the production build with node, as a user that is not root', () => {
    expect(api.length).toBeGreaterThanOrEqual(2);
    expect(ops(api[0], 'RUN').join(' ')).toMatch(/npm ci .*nx run-many -t build/);
    const cmd = commandWords(ops(image, 'CMD').at(-1)!);
    expect(cmd[0]).toBe('node');
    expect(cmd.at(-1)).toBe('services/api/dist/server.js');
    expect(cmd.join(' ')).not.toMatch(/tsx|ts-node|\.ts\b/);
    const user = ops(image, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    // The user is set before the command, and after the last step that needs root.
    const order = image.instructions.map((i) => i.op);
    expect(order.lastIndexOf('USER')).toBeGreaterThan(order.lastIndexOf('RUN'));
  });

  it('copies what the build produces, and the API build holds what the image runs', () => {
    const build = spawnSync(process.execPath, [join(ROOT, 'services/api/scripts/build.mjs')], { encoding: 'utf8' });
    expect(build.status).toBe(0);
    const copied = ops(image, 'COPY')
      .map(copyOf)
      .filter((c) => c.from === 'build')
      .flatMap((c) => c.sources.map((s) => s.replace(/^\/src\//, '')));
    for (const file of [
      'services/api/dist',
      'services/api/package.json',
      'services/api/demo',
      'services/api/src/services/pdf-cover/draw-cover.worker.mjs',
    ]) {
      expect(copied).toContain(file);
      expect(existsSync(join(ROOT, file))).toBe(true);
    }
    for (const entry of ['server.js', 'media-move.js', 'site.js'])
      expect(existsSync(join(ROOT, 'services/api/dist', entry))).toBe(true);
    // Each front end's folder is the one its build writes (nx: every build's output is {projectRoot}/dist), and
    // the files the API opens from them (the server render) are inside what is copied.
    const nx = JSON.parse(read('nx.json')) as { targetDefaults: { build: { outputs: string[] } } };
    expect(nx.targetDefaults.build.outputs).toEqual(['{projectRoot}/dist']);
    const apps = copied.filter((c) => c.startsWith('apps/'));
    for (const folder of apps) {
      expect(folder).toMatch(/^apps\/[a-z-]+\/dist$/);
      const pkg = JSON.parse(read(folder.replace(/dist$/, 'package.json'))) as { scripts?: { build?: string } };
      expect(pkg.scripts?.build).toBeDefined();
    }
    for (const needed of ['apps/shell/dist', 'apps/public-site/dist']) expect(apps).toContain(needed);
    const served = read('services/api/src/services/server-render/render-module.ts');
    expect(served).toContain("join(this.appsDir, 'shell', 'dist', 'server', 'render.js')");
    expect(served).toContain("join(this.appsDir, 'public-site', 'dist', 'server', 'remoteEntry.js')");
  });

  it("installs only the API's production dependencies, and they are every package the build requires", () => {
    const prod = api.find((s) => s.name === 'prod-deps')!;
    expect(ops(prod, 'RUN').join(' ')).toMatch(/npm ci --omit=dev --workspace=@laurel\/api/);
    const deps = Object.keys(
      (JSON.parse(read('services/api/package.json')) as { dependencies: Record<string, string> }).dependencies,
    );
    const packageOf = (name: string) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
    for (const entry of ['server.js', 'media-move.js', 'site.js']) {
      const code = read(`services/api/dist/${entry}`);
      const required = new Set(
        [...code.matchAll(/require\("([^"./][^"]*)"\)/g)]
          .map((m) => m[1])
          .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name)),
      );
      expect([...required].filter((name) => !deps.includes(packageOf(name)))).toEqual([]);
    }
  });

  it('listens where compose and its health check say', () => {
    const env = ops(image, 'ENV').join(' ');
    const port = Number(/PORT=(\d+)/.exec(env)![1]);
    expect(ops(image, 'EXPOSE')).toEqual([String(port)]);
    for (const name of apiServices) expect(Number(services[name].environment.PORT)).toBe(port);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs three API replicas from one image with one JWT_SECRET and one replica-set MONGODB_URI', () => {
    expect(apiServices).toHaveLength(3);
    const envs = apiServices.map((name) => services[name].environment as Record<string, string>);
    // One source: the same required variable, never a literal secret nor a per-replica value.
    for (const env of envs) expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(new Set(envs.map((e) => e.JWT_SECRET)).size).toBe(1);
    expect(new Set(envs.map((e) => e.MONGODB_URI)).size).toBe(1);
    // A URI naming several hosts is not a WHATWG URL: read its query on its own.
    expect(new URLSearchParams(envs[0].MONGODB_URI.split('?')[1]).get('replicaSet')).toBe('rs0');
    expect(apiServices.filter((name) => services[name].build)).toHaveLength(1);
    for (const name of apiServices)
      expect(services[name].depends_on['mongo-init'].condition).toBe('service_completed_successfully');
  });

  it('has a three-member replica set, initiated once, that the URI names member by member', () => {
    expect(mongoServices).toHaveLength(3);
    const members: string[] = [];
    for (const name of mongoServices) {
      const cmd = services[name].command as string[];
      expect(cmd[cmd.indexOf('--replSet') + 1]).toBe('rs0');
      members.push(`${name}:${cmd[cmd.indexOf('--port') + 1]}`);
    }
    const uri = services[apiServices[0]].environment.MONGODB_URI as string;
    expect(/^mongodb:\/\/([^/]+)\//.exec(uri)![1].split(',').sort()).toEqual(members.sort());
    const init = (services['mongo-init'].command as string[]).join(' ');
    expect(init).toContain("_id: 'rs0'");
    for (const member of members) expect(init).toContain(`host: '${member}'`);
    for (const name of mongoServices) expect(services['mongo-init'].depends_on[name].condition).toBe('service_healthy');
  });

  it('puts the edge (deploy/edge.conf as its header says) in front of exactly the API services', () => {
    const edge = services.edge;
    expect(edge.volumes).toContain('./edge.conf:/etc/laurel/edge.conf:ro');
    const script = (edge.command as string[]).join(' ');
    expect(script).toContain("envsubst '$${LISTEN} $${UPSTREAMS}' < /etc/laurel/edge.conf");
    const upstreams = [...(edge.environment.UPSTREAMS as string).matchAll(/server ([\w-]+):(\d+)/g)];
    expect(upstreams.map((u) => u[1]).sort()).toEqual([...apiServices].sort());
    for (const u of upstreams) expect(Number(u[2])).toBe(Number(services[u[1]].environment.PORT));
    const listen = Number((edge.environment.LISTEN as string).split(':')[1]);
    expect(published(edge).map(([, inside]) => inside)).toEqual([listen]);
  });

  it('serves the remotes from the static image, at the origin the API names in its REMOTES_JSON', () => {
    const [[outside, inside]] = published(services.web);
    expect(read('deploy/web.conf')).toContain(`listen ${inside};`);
    expect(ops(last(web), 'EXPOSE')).toEqual([String(inside)]);
    const mounted = (services[apiServices[0]].volumes as string[]).find((v) => v.startsWith('./remotes.json:'))!;
    expect(mounted.split(':')[1]).toBe(services[apiServices[0]].environment.REMOTES_JSON);
    const listed = JSON.parse(read('deploy/remotes.json')) as Record<string, string>;
    expect(Object.keys(listed).sort()).toEqual(['cast', 'cms', 'public_site', 'settings']);
    const folders = ops(last(web), 'COPY')
      .map(copyOf)
      .map((c) => c.dest);
    for (const url of Object.values(listed)) {
      const u = new URL(url);
      expect(u.origin).toBe(`http://localhost:${outside}`);
      expect(folders).toContain(`/srv${u.pathname.replace(/\/mf-manifest\.json$/, '')}`);
    }
  });
});

const NGINX = '/usr/sbin/nginx';
(existsSync(NGINX) ? describe : describe.skip)('deploy/web.conf under nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-web-'));
  let port = 0;
  let stopNginx: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    port = await freePort();
    chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user when the test runs as root
    const remote = join(dir, 'srv/remotes/public-site');
    mkdirSync(remote, { recursive: true });
    mkdirSync(join(dir, 'logs'));
    writeFileSync(join(remote, 'mf-manifest.json'), '{"name":"public_site"}');
    writeFileSync(join(remote, 'public_site.e2c0fcb2.js'), 'self.public_site = {};');
    writeFileSync(join(dir, 'srv/remotes.json'), '{"public_site":"/remotes/public-site/mf-manifest.json"}');
    const server = read('deploy/web.conf')
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('root /srv;', `root ${join(dir, 'srv')};`);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events {} http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${server} }`,
    );
    const proc = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    const exited = new Promise((resolve) => proc.on('exit', resolve));
    stopNginx = async () => {
      proc.kill('SIGQUIT');
      await exited;
    };
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nginx with deploy/web.conf did not answer');
  });

  afterAll(async () => {
    await stopNginx();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps hashed files a year and revalidates the manifest and remotes.json, readable from any origin', async () => {
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    const hashed = await get('/remotes/public-site/public_site.e2c0fcb2.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toMatch(/^application\/javascript/);
    for (const path of ['/remotes/public-site/mf-manifest.json', '/remotes.json']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const etag = res.headers.get('etag')!;
      expect((await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
  });
});
