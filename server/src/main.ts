import { createApp } from './app.js';
import { readServerConfig } from './config.js';

const config = readServerConfig();
const app = createApp(config);

app.server.listen(config.port, config.host, () => {
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Site ready: open http://${shownHost}:${config.port}/`);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests...`);
  // Never hang forever on a stuck client: give up after 10 s.
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Shutdown failed:', error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
