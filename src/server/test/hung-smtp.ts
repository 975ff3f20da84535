import net from 'node:net';

/**
 * A mail provider that has stopped answering, on 127.0.0.1: it accepts connections and then says nothing
 * (`silent`), or greets and then never answers a command (`afterGreeting`). It closes the connections it holds
 * when stopped.
 */
export class HungSmtpServer {
  port = 0;
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;

  constructor(readonly mode: 'silent' | 'afterGreeting') {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      if (mode === 'afterGreeting') socket.write('220 mail.example.test ESMTP\r\n');
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
