// The README's commands and the README stage are one list: every command the README names is
// run by the stage, in the README's order, and every command the stage runs is in the README.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { README_COMMANDS } from './commands.mjs';
import { commandKey, commandsNamedIn } from './readme-list.mjs';

const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const runKeys = (command) => [command.readme, ...(command.covers ?? [])].map(commandKey);

test('a command is known by what it runs, whatever its arguments', () => {
  assert.equal(commandKey('npm run deploy -- blog --dry-run'), 'npm run deploy');
  assert.equal(commandKey('npm run bench:content -- --posts N'), 'npm run bench:content');
  assert.equal(commandKey('npm install && npm start'), 'npm start');
  assert.equal(
    commandKey('npx rspack serve -c red-remote/rspack.config.mjs --mode development'),
    'npx rspack serve -c red-remote/rspack.config.mjs',
  );
  assert.equal(commandKey('npm ci'), null);
});

test('the commands of a text, each once, in the order first named, npm test left out', () => {
  const text =
    'Run `npm start`, then `npm test`. Later `npm run bench -- --runs 1`, `npm start` again, and `npm run build`.';
  assert.deepEqual(commandsNamedIn(text), ['npm start', 'npm run bench', 'npm run build']);
});

test('every command the README names is run by the README stage', () => {
  const staged = new Set(README_COMMANDS.flatMap(runKeys));
  const missing = commandsNamedIn(readme).filter((key) => !staged.has(key));
  assert.deepEqual(missing, [], `the README names commands the stage does not run: ${missing}`);
});

test('every command the stage runs is written in the README as the stage names it', () => {
  const absent = README_COMMANDS.flatMap((command) => [
    command.readme,
    ...(command.covers ?? []),
  ]).filter((text) => !readme.includes(text));
  assert.deepEqual(absent, []);
});

test('the stage runs the commands in the order the README names them', () => {
  const named = commandsNamedIn(readme);
  const stageOrder = README_COMMANDS.map((command) => named.indexOf(commandKey(command.readme)));
  assert.deepEqual(
    stageOrder,
    [...stageOrder].sort((a, b) => a - b),
  );
});
