import { createApp, type App } from './app.js';
import { readServerConfig } from './config.js';
import { StartupProblem } from './startup-problem.js';

/** A problem the operator can fix is one line (what is wrong, the way out), not a stack. */
function startOrExplain(): { app: App; port: number; host: string } {
  try {
    const config = readServerConfig();
    return { app: createApp(config), port: config.port, host: config.host };
  } catch (error) {
    if (!(error instanceof StartupProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { app, port, host } = startOrExplain();

app.server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
    const why = error.code === 'EADDRINUSE' ? 'is in use' : 'may not be used by this user';
    console.error(
      `Port ${port} on ${host} ${why}: stop the other server, or set PORT to another port.`,
    );
    process.exit(1);
  }
  throw error;
});

app.server.listen(port, host, () => {
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Site ready: open http://${shownHost}:${port}/`);
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
