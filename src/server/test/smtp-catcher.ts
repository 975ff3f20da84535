import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
  /** When the server accepted it (answered the end of the message), on this process's `performance.now()` clock. */
  at: number;
  /** When the server could begin it (its connection opened, or the one before on it was accepted), same clock. */
  startedAt: number;
}

interface SmtpCatcherOptions {
  /**
   * A slow provider: each message takes at least this many milliseconds at the server, from its connection's
   * opening (or the acceptance of the message before it on the same connection) to the answer to its end, which is
   * held back until then. smtp-server's own pause of about 100 ms before its greeting counts in it. 0 by default.
   */
  mailMs?: number;
  /** Called with each mail as it is accepted (after `received` has it): to write it down or count it elsewhere. */
  onMail?: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, and can be stopped and started again on the same
 * port, like a mail relay that goes down for a while. With `mailMs`, it is a slow provider (the bench's outbox
 * mail throughput).
 */
export class SmtpCatcher {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  private readonly mailMs: number;
  private readonly onMail: ((mail: ReceivedMail) => void) | undefined;
  /** By session: when its next message could begin. */
  private readonly startOf = new Map<string, number>();

  constructor(options: SmtpCatcherOptions = {}) {
    this.mailMs = options.mailMs ?? 0;
    this.onMail = options.onMail;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    /** By the client's port: when its connection was opened, until its session begins. */
    const openedAt = new Map<number, number>();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (session, callback) => {
        this.startOf.set(session.id, openedAt.get(session.remotePort) ?? performance.now());
        openedAt.delete(session.remotePort);
        callback();
      },
      onClose: (session) => void this.startOf.delete(session.id),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const startedAt = this.startOf.get(session.id) ?? Number.NaN;
          const accept = () => {
            const at = performance.now();
            this.startOf.set(session.id, at);
            const mail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
              at,
              startedAt,
            };
            this.received.push(mail);
            this.onMail?.(mail);
            callback();
          };
          const wait = startedAt + this.mailMs - performance.now();
          if (this.mailMs > 0 && wait > 0) setTimeout(accept, wait);
          else accept();
        });
      },
    });
    server.server.on('connection', (socket) => openedAt.set(socket.remotePort ?? 0, performance.now()));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A client that gives up on a slow answer resets its connection: the server says so here, and goes on.
    server.on('error', () => undefined);
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(email: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(email.toLowerCase()));
  }
}
