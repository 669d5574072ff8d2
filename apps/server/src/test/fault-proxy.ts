import net from 'node:net';

/**
 * Test-only: a TCP proxy in front of PostgreSQL that can take the database away, the way a real
 * outage does. 'pass' forwards; 'down' drops every connection and refuses new ones (a stopped or
 * unreachable server); 'frozen' keeps connections open and forwards nothing (a server that hangs).
 */
export type FaultMode = 'pass' | 'down' | 'frozen';

export type FaultProxy = {
  port: number;
  setMode(mode: FaultMode): void;
  /** Rewrites a postgres:// URL to go through the proxy. */
  urlFor(connectionString: string): string;
  close(): Promise<void>;
};

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'down') return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'frozen') freeze(pair);
  });

  // Paused sockets read nothing: bytes wait in the kernel, as with a server that hangs.
  const freeze = (pair: { client: net.Socket; upstream: net.Socket }) => {
    pair.client.pause();
    pair.upstream.pause();
  };
  const thaw = (pair: { client: net.Socket; upstream: net.Socket }) => {
    pair.client.resume();
    pair.upstream.resume();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    setMode(next) {
      mode = next;
      for (const pair of [...pairs]) {
        if (next === 'down') pair.client.destroy();
        else if (next === 'frozen') freeze(pair);
        else thaw(pair);
      }
    },
    urlFor(connectionString) {
      const url = new URL(connectionString);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async close() {
      for (const pair of [...pairs]) pair.client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
