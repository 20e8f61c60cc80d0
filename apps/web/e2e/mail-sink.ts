// A local SMTP sink: every mail the server sends lands as an .eml file in a folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export async function startMailSink(mailDir: string) {
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => sink.listen(port, '127.0.0.1', done));
  return { port, close: () => new Promise<void>((done) => sink.close(() => done())) };
}
