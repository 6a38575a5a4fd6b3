// How much of the machine a command used: the busy CPU time of every core over its run, read from /proc/stat
// before and after (Linux). It counts the whole machine, so run it on a quiet one; steal is reported apart, since
// on a shared host it is time the command waited for, not time it used.

/** The first line of /proc/stat ("cpu ..."): jiffies spent in each state since boot, summed over all cores. */
export interface CpuTimes {
  busy: number;
  idle: number;
  steal: number;
}

export function parseProcStat(text: string): CpuTimes {
  const line = text.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) throw new Error('/proc/stat has no aggregate "cpu" line');
  // user nice system idle iowait irq softirq steal (guest and guest_nice are already inside user and nice).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (
    [user, nice, system, idle, iowait, irq, softirq, steal].some((value) => value === undefined || Number.isNaN(value))
  ) {
    throw new Error(`/proc/stat's cpu line is not the expected eight counters: ${line}`);
  }
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal! };
}

export interface CpuUse {
  /** Busy CPU-seconds across every core. */
  cpuSeconds: number;
  stealSeconds: number;
  /** Share of all cores' time that was busy, 0-1. */
  busyShare: number;
}

/** Linux counts /proc/stat in USER_HZ, 100 a second on every architecture it exposes to user space. */
export const USER_HZ = 100;

export function cpuUse(before: CpuTimes, after: CpuTimes): CpuUse {
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  const total = busy + steal + (after.idle - before.idle);
  return { cpuSeconds: busy / USER_HZ, stealSeconds: steal / USER_HZ, busyShare: total > 0 ? busy / total : 0 };
}
