import { closeSync, openSync, readSync } from 'node:fs';

const HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;
/** The WAL magic; its last bit says whether checksums read words big-endian. */
const MAGIC = 0x377f0682;

/** SQLite's WAL checksum (walChecksumBytes), continued from `[s1, s2]`. */
function checksum(bytes: Buffer, bigEndian: boolean, [s1, s2]: [number, number]): [number, number] {
  let a = s1;
  let b = s2;
  for (let i = 0; i + 8 <= bytes.length; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    a = (a + x0 + b) >>> 0;
    b = (b + x1 + a) >>> 0;
  }
  return [a, b];
}

function readAt(fd: number, bytes: number, position: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  const read = readSync(fd, buffer, 0, bytes, position);
  return buffer.subarray(0, read);
}

/**
 * What `find` returns for the newest frame SQLite would replay from the write-ahead log
 * `walFile` that it returns anything for, or null. SQLite replays the frames whose salts
 * match the log's header and whose running checksum holds, up to the last commit among
 * them: a tail from before the log's last restart, or torn by a crash, is not replayed, and
 * neither is looked at here. `find` gets each frame's page number and content.
 */
export function newestReplayedFrame<T>(
  walFile: string,
  find: (page: number, data: Buffer) => T | null,
): { found: T; pageSize: number } | null {
  let fd: number;
  try {
    fd = openSync(walFile, 'r');
  } catch {
    return null;
  }
  try {
    const header = readAt(fd, HEADER_BYTES, 0);
    if (header.length < HEADER_BYTES) return null;
    const magic = header.readUInt32BE(0);
    if ((magic & ~1) >>> 0 !== MAGIC) return null;
    const bigEndian = (magic & 1) === 1;
    const pageSize = header.readUInt32BE(8);
    let sums = checksum(header.subarray(0, 24), bigEndian, [0, 0]);
    if (sums[0] !== header.readUInt32BE(24) || sums[1] !== header.readUInt32BE(28)) return null;
    const salts = header.subarray(16, 24);
    let committed: T | null = null;
    let pending: T | null = null;
    const frameBytes = FRAME_HEADER_BYTES + pageSize;
    for (let at = HEADER_BYTES; ; at += frameBytes) {
      const frame = readAt(fd, frameBytes, at);
      if (frame.length < frameBytes) break;
      if (!frame.subarray(8, 16).equals(salts)) break;
      const data = frame.subarray(FRAME_HEADER_BYTES);
      sums = checksum(data, bigEndian, checksum(frame.subarray(0, 8), bigEndian, sums));
      if (sums[0] !== frame.readUInt32BE(16) || sums[1] !== frame.readUInt32BE(20)) break;
      pending = find(frame.readUInt32BE(0), data) ?? pending;
      // A commit frame carries the database's size in pages after it.
      if (frame.readUInt32BE(4) !== 0) committed = pending;
    }
    return committed === null ? null : { found: committed, pageSize };
  } finally {
    closeSync(fd);
  }
}
