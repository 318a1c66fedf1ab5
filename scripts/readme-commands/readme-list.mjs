// @ts-check
// The commands a README names, by what they run: `npm start`, `npm run <script>` (whatever its
// arguments) and `npx rspack serve -c <config>`. Installing and the test command itself are
// not among them: the README stage runs inside `npm test`, after `npm ci`.

const COMMAND = /\bnpm start\b|\bnpm run ([a-z][\w:-]*)|\bnpx rspack serve -c (\S+)/g;

/**
 * What a command runs, the same for every way of writing it.
 * @param {string} command
 * @returns {string | null}
 */
export function commandKey(command) {
  COMMAND.lastIndex = 0;
  const match = COMMAND.exec(command);
  if (!match) return null;
  if (match[1]) return `npm run ${match[1]}`;
  if (match[2]) return `npx rspack serve -c ${match[2]}`;
  return 'npm start';
}

/**
 * Every command of `markdown`, by key, in the order each is first named.
 * @param {string} markdown
 * @returns {string[]}
 */
export function commandsNamedIn(markdown) {
  const keys = [...markdown.matchAll(COMMAND)].map(([text]) => commandKey(text));
  return [...new Set(keys)].filter((key) => key !== null && key !== 'npm run test');
}
