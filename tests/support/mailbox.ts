/**
 * A real SMTP server on loopback for the mail tests: plain, no auth, so a test is about our sender,
 * not TLS. Every message received is kept with its envelope recipients and raw text.
 */
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  readonly url: string;
  readonly received: Array<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: Mailbox['received'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
