// Resident memory of a process, read from /proc (Linux only).
import { readFileSync } from 'node:fs';

/** Memory of one process in MB (1024 × 1024 bytes, as ps and top count): current RSS and its peak (VmHWM). */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => {
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]);
  };
  return { rssMB: kB('VmRSS') / 1024, peakMB: kB('VmHWM') / 1024 };
}
