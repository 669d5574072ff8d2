// Where a server's CPU time went, from the V8 CPU profile `node --cpu-prof` writes: each sample is
// put under the first of the categories below that any frame of its stack belongs to, so a query
// made while looking up the session counts as session lookup, and a schema check made while
// writing the answer counts as serialisation.
import WebSocket from 'ws';

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** In order of precedence. */
const categories: { name: string; matches: (frame: CallFrame) => boolean }[] = [
  { name: 'logging', matches: ({ url }) => url.includes('/node_modules/pino') },
  {
    name: 'session_lookup',
    matches: ({ url, functionName }) =>
      functionName === 'getSessionUser' || url.includes('/node_modules/better-auth'),
  },
  {
    name: 'serialisation',
    matches: ({ url, functionName }) =>
      url.includes('fast-json-stringify') || /serializ/i.test(functionName),
  },
  {
    name: 'compression',
    matches: ({ url }) => url.includes('@fastify/compress') || url === 'node:zlib',
  },
  {
    name: 'sql',
    matches: ({ url }) =>
      /\/node_modules\/(@electric-sql|pg|pg-protocol|pg-pool|drizzle-orm)\//.test(url) ||
      url.startsWith('wasm://'),
  },
  { name: 'validation', matches: ({ url }) => /\/node_modules\/(zod|ajv)\//.test(url) },
  { name: 'app_code', matches: ({ url }) => url.includes('/apps/server/src/') },
  {
    name: 'http_and_framework',
    matches: ({ url }) =>
      /\/node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio)/.test(url) ||
      /^node:(_http|http|net|stream|internal\/(http|streams|stream_base))/.test(url),
  },
  // The promise hooks AsyncLocalStorage turns on (better-auth keeps its request state in one):
  // a cost on every promise of the process.
  {
    name: 'async_context_hooks',
    matches: ({ url, functionName }) =>
      url === 'node:internal/async_hooks' && /^promise\w*Hook$/.test(functionName),
  },
  {
    name: 'garbage_collection',
    matches: ({ functionName }) => functionName === '(garbage collector)',
  },
];

/** Share of busy time per category (idle time left out), in percent, largest first. */
export function cpuShares(profile: CpuProfile): Record<string, number> {
  const parentOf = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const categoryOfNode = new Map<number, string | null>();
  const categoryOf = (leaf: number): string | null => {
    if (categoryOfNode.has(leaf)) return categoryOfNode.get(leaf)!;
    if (byId.get(leaf)!.callFrame.functionName === '(idle)') {
      categoryOfNode.set(leaf, null);
      return null;
    }
    const stack: CallFrame[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
      stack.push(byId.get(id)!.callFrame);
    }
    const found = categories.find(({ matches }) => stack.some(matches))?.name ?? 'other';
    categoryOfNode.set(leaf, found);
    return found;
  };
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((leaf, i) => {
    const category = categoryOf(leaf);
    if (category === null) return;
    const micros = profile.timeDeltas[i] ?? 0;
    totals.set(category, (totals.get(category) ?? 0) + micros);
    busy += micros;
  });
  return Object.fromEntries(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([name, micros]) => [name, Math.round((1000 * micros) / busy) / 10]),
  );
}

/** The server's CPU profile (through its inspector) while `work` runs. */
export async function profileWhile(inspectorUrl: string, work: () => Promise<void>) {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.start');
    await work();
    const { profile } = (await send('Profiler.stop')) as { profile: CpuProfile };
    return profile;
  } finally {
    socket.close();
  }
}
