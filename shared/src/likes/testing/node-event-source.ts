import type { EventSourceLike } from '../http-likes-store';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/**
 * A small EventSource for Node (which has none before v22), built on fetch streaming. It
 * follows the browser's rules that the adapter depends on: `data:` lines become message
 * events, a dropped stream reconnects after the server's `retry:` delay, and an HTTP error
 * closes the source for good.
 */
export class NodeEventSource implements EventSourceLike {
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = CONNECTING;
  private retryMs = 1000;
  private readonly abort = new AbortController();

  constructor(private readonly url: string) {
    void this.run();
  }

  close(): void {
    this.readyState = CLOSED;
    this.abort.abort();
  }

  private fail(permanently: boolean): void {
    if (this.readyState === CLOSED) return;
    this.readyState = permanently ? CLOSED : CONNECTING;
    this.onerror?.(new Event('error'));
  }

  private async run(): Promise<void> {
    while (this.readyState !== CLOSED) {
      try {
        const response = await fetch(this.url, {
          headers: { Accept: 'text/event-stream' },
          signal: this.abort.signal,
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
          await response.body?.cancel();
          this.fail(true);
          return;
        }
        this.readyState = OPEN;
        await this.read(response.body);
      } catch {
        if (this.abort.signal.aborted) return;
      }
      this.fail(false);
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private dispatch(block: string): void {
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('retry:')) this.retryMs = Number(line.slice(6)) || this.retryMs;
    }
    if (data.length > 0 && this.readyState === OPEN) {
      this.onmessage?.(new MessageEvent('message', { data: data.join('\n') }));
    }
  }
}
