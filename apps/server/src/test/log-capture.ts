import { Writable } from 'node:stream';

/** A stream to hand pino (`logger: { level, stream }`) that keeps every line it writes. */
export function captureLogLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines, text: () => lines.join('') };
}
