import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL server for the two-instance test (tests/cluster/cluster.test.ts): a
 * fresh cluster in the system's temporary folder, trust authentication on 127.0.0.1 only, on a
 * free port, removed when stopped. It uses Debian's `postgresql` package (the newest
 * /usr/lib/postgresql/<version>/bin, or PG_BIN); .ci/run installs it where it is missing.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which then
 * owns the folder (TOOLCHAIN: a folder directly in the temporary folder works).
 */
export interface PostgresServer {
  readonly url: string;
  stop(): void;
}

function binFolder(): string {
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No PostgreSQL server found: install Debian\'s "postgresql" package (apt-get install -y postgresql) or set PG_BIN');
  return join(root, newest, 'bin');
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
const runPg = (bin: string, args: string[]) =>
  execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: 'pipe', timeout: 60_000 });

/** Starts a fresh server, on `port` when given (a test that starts the site before its database picks it first). */
export async function startPostgres(port?: number): Promise<PostgresServer> {
  const bin = binFolder();
  const folder = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  port ??= await freePort();
  runPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  runPg(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
