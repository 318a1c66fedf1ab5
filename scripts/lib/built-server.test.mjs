import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startBuiltServer } from './built-server.mjs';

test('a server that exits at start-up is reported with its own words, not an exit code alone', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-server-'));
  try {
    // A store path under a file: the server refuses it and exits.
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    await assert.rejects(
      startBuiltServer(0, { LIKES_DB_FILE: path.join(file, 'likes.sqlite') }),
      (error) => {
        assert.match(error.message, /server exited with 1; its last lines:/);
        assert.match(error.message, /a-file/);
        return true;
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
