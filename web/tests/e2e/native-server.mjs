// The real entanglion-server for the browser tests: on 127.0.0.1 at a free port (or a given one),
// serving the built page itself (--web-root), with a fresh data folder.
import { spawn } from 'node:child_process';

const START_TIMEOUT_MS = 15_000;

/// Starts the server and resolves with the child and its port once it listens.
export function startServer(binary, { port = 0, dataDir, webRoot, extraArgs = [] }) {
  const args = ['--listen', '127.0.0.1', '--port', String(port), '--data-dir', dataDir, '--web-root', webRoot];
  const child = spawn(binary, [...args, '--log-level', 'warn', '--durability', 'normal', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start: ${seen}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /listening on port (\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${seen}`)));
  });
}

export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
