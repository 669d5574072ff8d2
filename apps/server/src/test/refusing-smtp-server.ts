import net from 'node:net';

export type RefusingSmtpServer = { url: string; close(): Promise<void> };

/**
 * A local SMTP server that refuses every recipient and quotes the address in its reply, as real
 * servers do ("550 5.1.1 <ada@example.com>: Recipient address rejected"), for SMTP_URL.
 */
export async function startRefusingSmtpServer(): Promise<RefusingSmtpServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 refusing.test');
        else if (verb === 'MAIL' || verb === 'RSET') reply('250 2.1.0 Ok');
        else if (verb === 'RCPT') {
          const address = /<[^>]*>/.exec(line)?.[0] ?? '<>';
          reply(`550 5.1.1 ${address}: Recipient address rejected: User unknown`);
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else reply('502 5.5.2 Command not recognized');
      }
    });
    reply('220 refusing.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
