import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { exitCodeFor } from './supervise.mjs';

test('exit codes: the server`s own, 128 + signal, 0 for the stop npm start passed on', () => {
  assert.equal(exitCodeFor(0, null, null), 0);
  assert.equal(exitCodeFor(1, null, null), 1);
  assert.equal(exitCodeFor(null, 'SIGKILL', null), 137);
  assert.equal(exitCodeFor(null, 'SIGTERM', null), 143);
  assert.equal(exitCodeFor(null, 'SIGSEGV', 'SIGTERM'), 139);
  assert.equal(exitCodeFor(null, 'SIGTERM', 'SIGTERM'), 0);
});

/** A stand-in for npm start: supervises a server that never exits by itself. */
function startSupervisor() {
  const source = `
    import { spawn } from 'node:child_process';
    import { superviseServer } from ${JSON.stringify(new URL('./supervise.mjs', import.meta.url).href)};
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    superviseServer(server);
    console.log(server.pid);
  `;
  const supervisor = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  supervisor.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const serverPid = new Promise((resolve) =>
    supervisor.stdout.setEncoding('utf8').once('data', (line) => resolve(Number(line.trim()))),
  );
  const exited = new Promise((resolve) =>
    supervisor.once('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { supervisor, serverPid, exited };
}

test('a server killed by a signal: npm start exits non-zero and says so', async () => {
  const { serverPid, exited } = startSupervisor();
  process.kill(await serverPid, 'SIGKILL');
  const { code, stderr } = await exited;
  assert.equal(code, 137);
  assert.match(stderr, /^The server was ended by SIGKILL: npm start exits 137\.\n$/);
});

test('npm start asked to stop: exits 0', async () => {
  const { supervisor, serverPid, exited } = startSupervisor();
  await serverPid;
  supervisor.kill('SIGTERM');
  const { code } = await exited;
  assert.equal(code, 0);
});
