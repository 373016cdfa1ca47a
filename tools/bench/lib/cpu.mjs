// CPU use while a load runs, from /proc (Linux only): how busy the measured server was, and how busy the
// whole machine was. A server well below 100 % of a core while the machine is at 100 % means something
// else (the load generator, Redis, other processes on a shared machine) competed for the cores.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every mainstream Linux

function processTicks(pid) {
  try {
    // Fields after the ")" that ends the command name: state is field 3, utime 14, stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Pids of the running processes whose command line (arguments joined by spaces) `accept` takes. */
export function findPids(accept) {
  const pids = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (accept(readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ')))
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * One entry for the processes of `cpu` whose names start with `prefix` (e.g. several Postgres backends),
 * their % of one core summed; the other entries as they are.
 */
export function sumProcesses(cpu, prefix, name) {
  const processes = {};
  let sum = null;
  for (const [key, value] of Object.entries(cpu.processes)) {
    if (!key.startsWith(prefix)) processes[key] = value;
    else if (value !== null) sum = (sum ?? 0) + value;
  }
  return { ...cpu, processes: { ...processes, [name]: sum } };
}

function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + (numbers[4] ?? 0); // idle + iowait
  return { total: numbers.reduce((sum, value) => sum + value, 0), idle };
}

/**
 * Starts counting; the returned function ends it and gives the % of one core each pid used (null when
 * it went away) and the % of all cores the machine was busy.
 * @param {Record<string, number>} pids  name → pid
 */
export function startCpuMeter(pids) {
  const startedAt = process.hrtime.bigint();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processTicks(pid)]));
  const machineBefore = machineTicks();
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const processes = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => {
        const now = processTicks(pid);
        const used = now === null || before[name] === null ? null : (now - before[name]) / TICKS_PER_SECOND;
        return [name, used === null ? null : (100 * used) / seconds];
      }),
    );
    const machineAfter = machineTicks();
    const total = machineAfter.total - machineBefore.total;
    const busy = total - (machineAfter.idle - machineBefore.idle);
    return {
      processes,
      machineBusyPercent: total > 0 ? (100 * busy) / total : null,
      cores: os.cpus().length,
    };
  };
}
const pct = (value) => (value === null ? 'n/a' : `${Math.round(value)} %`);

/** CPU (in % of one core) used outside the measured processes above which a run counts as disturbed. */
const DISTURBED_ABOVE_PERCENT = 35;

/**
 * Reads the CPU measurement of one load run.
 * @param {ReturnType<ReturnType<typeof startCpuMeter>>} cpu
 * @param {string} server         which of cpu.processes is the measured server
 * @param {number} requestsPerSec
 * @returns {{ note: string, microsPerRequest: number|null, disturbed: boolean }}  microsPerRequest is the
 *   server's CPU time per request, which other load on the machine distorts far less than requests/s
 */
export function describeCpu({ processes, machineBusyPercent, cores }, server, requestsPerSec) {
  const named = Object.entries(processes).map(([name, value]) => `${name} ${pct(value)}`);
  const known = Object.values(processes).reduce((sum, value) => sum + (value ?? 0), 0);
  const rest = machineBusyPercent === null ? null : Math.max(0, machineBusyPercent * cores - known);
  const disturbed = rest !== null && rest > DISTURBED_ABOVE_PERCENT;
  const serverPercent = processes[server];
  return {
    note:
      `CPU in % of one core: ${named.join(', ')}, everything else ${pct(rest)} ` +
      `(machine ${pct(machineBusyPercent)} busy, ${cores} cores)`,
    microsPerRequest:
      serverPercent && requestsPerSec > 0 ? (serverPercent / 100 / requestsPerSec) * 1e6 : null,
    disturbed,
  };
}
