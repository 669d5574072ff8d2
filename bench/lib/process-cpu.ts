// CPU time used by processes of this machine, read from /proc (Linux): what a load costs in CPU
// per request, split between the server, the database server and the load generator, whether
// or not the profiler can see it (system calls, the database's own processes).
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU (user and system) a process has used; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
}

/** The processes whose command name is `command` (e.g. 'postgres': the server and backends). */
export function pidsOf(command: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command
        ? [Number(entry)]
        : [];
    } catch {
      return [];
    }
  });
}

export type CpuSplit = { server: number; database: number; load_generator: number };

/**
 * Starts counting the CPU of the server process, of every PostgreSQL process (none on the
 * embedded database, which runs inside the server) and of this process (the load generator);
 * `stop(requests)` answers each one's milliseconds per request. Backends that start or end
 * in between are counted from when they are first or until they are last seen.
 */
export function startCpuCount(serverPid: number) {
  const own = process.cpuUsage();
  const server = processCpuMs(serverPid);
  const database = new Map(pidsOf('postgres').map((pid) => [pid, processCpuMs(pid)]));
  return {
    stop(requests: number): CpuSplit {
      const ownMicros = process.cpuUsage(own);
      let databaseMs = 0;
      for (const pid of new Set([...database.keys(), ...pidsOf('postgres')])) {
        const now = processCpuMs(pid);
        if (now > 0) databaseMs += now - (database.get(pid) ?? 0);
      }
      const perRequest = (ms: number) => Math.round((100 * ms) / Math.max(requests, 1)) / 100;
      return {
        server: perRequest(processCpuMs(serverPid) - server),
        database: perRequest(databaseMs),
        load_generator: perRequest((ownMicros.user + ownMicros.system) / 1000),
      };
    },
  };
}
