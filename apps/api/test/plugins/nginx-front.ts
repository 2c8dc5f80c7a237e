import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../ops/server-process.ts';

/** Debian's nginx (.ci/run and npm test install it): the deployment example runs in front of the servers. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
  fs.existsSync(file),
);

/** The site's name in deploy/nginx.conf (`server_name`), which the servers' PUBLIC_URL names too. */
export const SITE_HOST = 'tredjedel.example';

/**
 * deploy/nginx.conf as it is, moved onto `port` and a cache folder of its own in `dir`, in front of
 * `upstreamPorts`, inside the smallest main configuration that runs it.
 */
function nginxConfig(dir: string, upstreamPorts: readonly number[], port: number): string {
  const site = fs
    .readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(
      /^\s*server 127\.0\.0\.1:3001;\s*\n\s*server 127\.0\.0\.1:3002;/m,
      upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n'),
    )
    .replace('/var/cache/nginx/tredjedel', path.join(dir, 'cache'))
    .replace(
      /^\s*listen 80 default_server;\s*\n\s*listen \[::\]:80 default_server;/m,
      `    listen 127.0.0.1:${port} default_server;`,
    )
    .replace(/^\s*listen 80;\s*\n\s*listen \[::\]:80;/m, `    listen 127.0.0.1:${port};`);
  if (
    !site.includes(`127.0.0.1:${upstreamPorts.at(-1)};`) ||
    !site.includes(`listen 127.0.0.1:${port} default_server;`) ||
    !site.includes(`listen 127.0.0.1:${port};`)
  )
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this test moves');
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  return [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
}

export type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request over its own connection with exactly these headers (fetch would not let a test
 * write Host); `Host` is the site's unless given. Rejects when the server closes without answering.
 */
export function send(
  port: number,
  url: string,
  headers: Record<string, string> = {},
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: url, agent: false, headers: { host: SITE_HOST, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The keys nginx stored its cache files under (each file's `KEY:` line). */
export function cachedKeys(dir: string): string[] {
  const keys: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else keys.push(/\nKEY: ([^\n]*)\n/.exec(fs.readFileSync(file, 'latin1'))?.[1] ?? '');
    }
  };
  if (fs.existsSync(path.join(dir, 'cache'))) walk(path.join(dir, 'cache'));
  return keys;
}

export type TNginx = { dir: string; stop: () => Promise<void> };

/** Checks and starts nginx with deploy/nginx.conf on `port`, and waits until it answers for the site. */
export async function startNginx(upstreamPorts: readonly number[], port: number): Promise<TNginx> {
  if (!NGINX)
    throw new Error('nginx is not installed: .ci/run and npm test install it (apt-get install nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-nginx-'));
  // nginx started as root runs its workers as nobody: they must reach the cache folder.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, upstreamPorts, port));
  const checked = spawnSync(NGINX, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await send(port, '/favicon.ico').then(
        () => true,
        () => false,
      )
    )
      return { dir, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('nginx did not answer');
}
