import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDirForTests } from '../../tools/temp-dir.js';

// "Acknowledged means on disk", checked where it happens: the system calls. sync-probe.ts
// sends likes through the real group commit into a real SQLite file, under strace; every
// acknowledgement must come after a sync of the WAL that the acknowledged commit wrote,
// and a group of likes must cost one sync, not one per like.
jest.setTimeout(60_000);

const TOOLS = path.join(__dirname, '../../tools');
const BURSTS = 20;
const PER_BURST = 10;

function straceMissing(): string | null {
  const probe = spawnSync('strace', ['-V'], { encoding: 'utf8' });
  return probe.error ? 'strace is not installed (Debian package strace)' : null;
}

const missing = straceMissing();
if (missing && process.env.CI === 'true') {
  throw new Error(`${missing}; CI installs it (.ci/run)`);
}
const describeWithStrace = missing ? describe.skip : describe;
if (missing) console.warn(`Skipping the fsync test: ${missing}`);

describeWithStrace('durable acknowledgements (strace)', () => {
  const dir = tempDirForTests('likes-fsync-', 'all');

  test('every acknowledged group was synced first, with one sync per group', () => {
    const trace = path.join(dir(), 'trace.txt');
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-e',
        'trace=fsync,fdatasync,write',
        '-e',
        'signal=none',
        '-o',
        trace,
        process.execPath,
        '--import',
        path.join(TOOLS, 'register-ts.mjs'),
        path.join(TOOLS, 'sync-probe.ts'),
        path.join(dir(), 'likes.sqlite'),
        String(BURSTS),
        String(PER_BURST),
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const end = /PROBE-END (.*)/.exec(run.stdout)?.[1];
    expect(JSON.parse(end ?? '{}')).toEqual({ commits: BURSTS, likes: BURSTS * PER_BURST });

    // The trace between the probe's start and end markers: syncs and acknowledgements.
    const events = readFileSync(trace, 'utf8')
      .split('\n')
      .map((line) => {
        if (/\bf(data)?sync\(\d+\)\s+=\s+0/.test(line)) return 'sync';
        if (/write\(1, "ACK\\n"/.test(line)) return 'ack';
        if (/write\(1, "PROBE-START/.test(line)) return 'start';
        if (/write\(1, "PROBE-END/.test(line)) return 'end';
        return null;
      })
      .filter((event) => event !== null);
    const probe = events.slice(events.indexOf('start') + 1, events.indexOf('end'));
    expect(probe.filter((event) => event === 'ack')).toHaveLength(BURSTS * PER_BURST);

    // Each run of acknowledgements (one group) is preceded by at least one sync.
    let syncedSinceLastGroup = false;
    let groups = 0;
    for (const [index, event] of probe.entries()) {
      if (event === 'sync') syncedSinceLastGroup = true;
      else if (event === 'ack' && probe[index - 1] !== 'ack') {
        expect(syncedSinceLastGroup).toBe(true);
        syncedSinceLastGroup = false;
        groups += 1;
      }
    }
    expect(groups).toBe(BURSTS);
    // Group commit: one sync per group of 10 likes, not one per like.
    const syncs = probe.filter((event) => event === 'sync').length;
    expect(syncs).toBeGreaterThanOrEqual(BURSTS);
    expect(syncs).toBeLessThan((BURSTS * PER_BURST) / 2);
  });
});
