import { createApp, type App } from './app.js';
import { readServerConfig } from './config.js';
import { StartupProblem } from './startup-problem.js';

/** A problem the operator can fix is one line (what is wrong, the way out), not a stack. */
async function startOrExplain(): Promise<{ app: App; port: number; host: string }> {
  try {
    const config = readServerConfig();
    return { app: await createApp(config), port: config.port, host: config.host };
  } catch (error) {
    if (!(error instanceof StartupProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { app, port, host } = await startOrExplain();

/** Why the server cannot listen on HOST:PORT, in one line with the way out. */
function listenProblem(error: NodeJS.ErrnoException): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is in use: stop the other server, or set PORT to another port.`;
    case 'EACCES':
      return `Port ${port} on ${host} may not be used by this user: set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, 0.0.0.0 for all).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `HOST ${host} is not an address or a name this machine can resolve: set HOST to an IP address (127.0.0.1, 0.0.0.0 for all).`;
    default:
      return `The server cannot listen on ${where} (${error.code ?? error.name}: ${error.message}): check HOST and PORT.`;
  }
}

app.server.on('error', (error: NodeJS.ErrnoException) => {
  // Only listening fails this way before "Site ready"; later errors are the sockets'.
  if (!app.server.listening) {
    console.error(listenProblem(error));
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
