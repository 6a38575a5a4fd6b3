import { describe, expect, it } from 'vitest';
import { cpuUse, parseProcStat } from '../../scripts/measure/cpu-time';

// /proc/stat's first lines on a 2-core machine (user nice system idle iowait irq softirq steal guest guest_nice).
const stat = (cpu: string) => `cpu  ${cpu}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2 3\n`;

describe('CPU time from /proc/stat', () => {
  it('adds user, nice, system, irq and softirq as busy; idle and iowait as idle; steal apart', () => {
    expect(parseProcStat(stat('100 5 50 1000 20 3 2 7 0 0'))).toEqual({ busy: 160, idle: 1020, steal: 7 });
  });

  it('turns the difference of two readings into CPU-seconds and a busy share', () => {
    const before = parseProcStat(stat('100 0 100 1000 0 0 0 0 0 0'));
    const after = parseProcStat(stat('250 0 150 1100 0 0 0 50 0 0'));
    // 200 busy jiffies, 50 stolen, 100 idle: 2 CPU-seconds, busy 200 of 350.
    expect(cpuUse(before, after)).toEqual({ cpuSeconds: 2, stealSeconds: 0.5, busyShare: 200 / 350 });
  });

  it('refuses a file without the aggregate line or with too few counters', () => {
    expect(() => parseProcStat('cpu0 1 2 3 4 5 6 7 8\n')).toThrow(/no aggregate/);
    expect(() => parseProcStat('cpu  1 2 3\n')).toThrow(/eight counters/);
  });
});
