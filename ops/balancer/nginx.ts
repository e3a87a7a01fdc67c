// Debian's nginx in front of the test's instances, configured by ops/nginx/marketplace.conf itself: the
// file is copied with a few named substitutions (its instances, loopback ports, no TLS), each of which
// must match, so a changed production file fails here loudly instead of testing something else.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { answers200, spawnChild, waitFor, type Child } from './processes.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const siteFile = path.join(repoRoot, 'ops/nginx/marketplace.conf');
const nginxBinary = '/usr/sbin/nginx';

interface Substitution {
  what: string;
  pattern: RegExp;
  /** How many matches the production file must have: an exact number, or at least one. */
  expected: number | 'some';
  replace: (match: string, ...groups: string[]) => string;
}

function substitute(source: string, rule: Substitution): string {
  const found = source.match(new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', '') + 'g'));
  const count = found?.length ?? 0;
  const fits = rule.expected === 'some' ? count > 0 : count === rule.expected;
  if (!fits) {
    throw new Error(
      `${siteFile}: expected ${String(rule.expected)} × ${rule.what}, found ${count}; update ops/balancer/nginx.ts`,
    );
  }
  return source.replace(rule.pattern, rule.replace);
}

/** The production file pointed at `instances` (host:port, in order), listening on loopback without TLS. */
export function renderSite(
  source: string,
  { instances, port, redirectPort }: { instances: string[]; port: number; redirectPort: number },
): string {
  let next = 0;
  const rules: Substitution[] = [
    {
      what: '`server host:port …;` in `upstream marketplace`',
      pattern: /^(\s*server\s+)\d+\.\d+\.\d+\.\d+:\d+(\s[^;]*)?;/gm,
      expected: instances.length,
      replace: (_match, lead = '', params = '') => `${lead}${instances[next++]}${params};`,
    },
    {
      what: '`listen 443 ssl …;`',
      pattern: /^(\s*)listen 443 ssl[^;]*;/m,
      expected: 1,
      replace: (_match, lead = '') => `${lead}listen 127.0.0.1:${port};`,
    },
    {
      what: '`listen 80;`',
      pattern: /^(\s*)listen 80;/m,
      expected: 1,
      replace: (_match, lead = '') => `${lead}listen 127.0.0.1:${redirectPort};`,
    },
    {
      what: '`listen [::]:…;`',
      pattern: /^\s*listen \[::\]:[^;]*;\n/gm,
      expected: 'some',
      replace: () => '',
    },
    { what: '`ssl_… ;` directives', pattern: /^\s*ssl_\w+\s[^;]*;\n/gm, expected: 'some', replace: () => '' },
  ];
  return rules.reduce(substitute, source);
}

/** The main configuration around the site file: loopback only, an access log naming the instances tried. */
function mainConfig(dir: string): string {
  return [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 2;',
    'events { worker_connections 4096; }',
    'http {',
    "    log_format balancer '$msec $status $request_method $uri upstream=$upstream_addr statuses=$upstream_status';",
    `    access_log ${path.join(dir, 'access.log')} balancer;`,
    `    include ${path.join(dir, 'marketplace.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface Proxy {
  readonly url: string;
  /** Access log lines since `sinceMs`: how many requests were passed on to another instance, and why. */
  passedOn(sinceMs: number): { requests: number; passedOn: number; upstreamStatuses: Record<string, number> };
  stop(): Promise<void>;
}

export async function startNginx(
  dir: string,
  options: { instances: string[]; port: number; redirectPort: number },
): Promise<Proxy> {
  fs.writeFileSync(
    path.join(dir, 'marketplace.conf'),
    renderSite(fs.readFileSync(siteFile, 'utf8'), options),
  );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'];
  const child: Child = spawnChild(
    'nginx',
    nginxBinary,
    [...args, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    { cwd: dir, env: process.env, logFile: path.join(dir, 'nginx.log') },
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor('nginx answers', () => answers200(`${url}/api/health`), { child, timeoutMs: 15_000 });
  return {
    url,
    passedOn: (sinceMs) => summariseAccessLog(path.join(dir, 'access.log'), sinceMs),
    stop: () => child.stop(5_000),
  };
}

function summariseAccessLog(file: string, sinceMs: number) {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && Number(line.split(' ')[0]) * 1000 >= sinceMs);
  const upstreamStatuses: Record<string, number> = {};
  let passedOn = 0;
  for (const line of lines) {
    const statuses = /statuses=(.*)$/.exec(line)?.[1] ?? '';
    if (statuses.includes(',')) passedOn++;
    for (const status of statuses.split(/[,:]\s*/)) {
      if (status !== '' && status !== '-') upstreamStatuses[status] = (upstreamStatuses[status] ?? 0) + 1;
    }
  }
  return { requests: lines.length, passedOn, upstreamStatuses };
}

/**
 * `nginx -t` on the production file as shipped, only its certificate paths replaced by a self-signed
 * pair: the TLS lines the load test leaves out still have to be valid.
 */
export function checkShippedFile(dir: string): void {
  const key = path.join(dir, 'tls.key');
  const cert = path.join(dir, 'tls.crt');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', '/CN=example.ru', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  const shipped = fs
    .readFileSync(siteFile, 'utf8')
    .replace(/^(\s*ssl_certificate\s+)[^;]+;/m, `$1${cert};`)
    .replace(/^(\s*ssl_certificate_key\s+)[^;]+;/m, `$1${key};`);
  fs.writeFileSync(path.join(dir, 'marketplace.conf'), shipped);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'];
  // Throws with nginx's complaint on stderr when the file is not valid.
  execFileSync(nginxBinary, [...args, '-g', `pid ${path.join(dir, 'nginx.pid')};`], { stdio: 'pipe' });
}
