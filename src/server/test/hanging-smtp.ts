import { createServer, type Server, type Socket } from 'node:net';

/**
 * A mail server that has hung: it accepts connections on 127.0.0.1 and never says a word (no greeting), as a
 * provider in trouble does. `stop` frees the port, so that a working server (SmtpCatcher) can start on it.
 */
export class HangingSmtp {
  port = 0;
  /** Connections made so far, a measure of how many mails were tried. */
  connections = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
