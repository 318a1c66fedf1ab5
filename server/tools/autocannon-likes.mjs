// The load side of npm run bench:likes, in a process of its own so it does not steal the
// server's event loop. Programmatic autocannon, because every like carries its own
// Idempotency-Key (autocannon puts a fresh id in place of [<id>]) and the CLI's argument
// parser reads brackets as sub-arguments. Prints autocannon's result as JSON.
// Usage: node autocannon-likes.mjs '{"url": "...", "connections": 50, "duration": 2}'
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  ...options,
  method: 'POST',
  idReplacement: true,
  headers: { 'Idempotency-Key': '[<id>]' },
});
process.stdout.write(JSON.stringify(result));
