import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;

/**
 * Figures of this process: memory, CPU (the process's share since the previous reading) and the event-loop
 * delay measured by perf_hooks over the window since the previous reading.
 */
export function processFigures() {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let loopSince = Date.now();
  let cpuBefore = process.cpuUsage();
  let wallBefore = process.hrtime.bigint();
  const startCpu = cpuBefore;
  const startedWall = wallBefore;
  let firstRead = true;

  function cpuPercent() {
    const wallNow = process.hrtime.bigint();
    // The first reading covers the time since this collector started.
    const usage = process.cpuUsage(firstRead ? startCpu : cpuBefore);
    const wallMicros = Number((wallNow - (firstRead ? startedWall : wallBefore)) / 1000n);
    cpuBefore = process.cpuUsage();
    wallBefore = wallNow;
    firstRead = false;
    if (wallMicros <= 0) return 0;
    return Math.round(((usage.user + usage.system) / wallMicros) * 1000) / 10;
  }

  function eventLoop() {
    const windowSeconds = Math.round((Date.now() - loopSince) / 100) / 10;
    const figures =
      loop.count > 0
        ? {
            minMs: ms(loop.min),
            maxMs: ms(loop.max),
            meanMs: ms(loop.mean),
            p50Ms: ms(loop.percentile(50)),
            p99Ms: ms(loop.percentile(99)),
          }
        : { minMs: 0, maxMs: 0, meanMs: 0, p50Ms: 0, p99Ms: 0 };
    loop.reset();
    loopSince = Date.now();
    return { ...figures, windowSeconds };
  }

  return {
    read() {
      const memory = process.memoryUsage();
      const cpus = os.cpus();
      return {
        time: new Date().toISOString(),
        node: { version: process.version, platform: process.platform, arch: process.arch, pid: process.pid },
        uptime: { processSeconds: Math.round(process.uptime()), systemSeconds: Math.round(os.uptime()) },
        memory: {
          rss: memory.rss,
          heapUsed: memory.heapUsed,
          heapTotal: memory.heapTotal,
          external: memory.external,
          systemTotal: os.totalmem(),
          systemFree: os.freemem(),
        },
        cpu: {
          cores: cpus.length,
          model: cpus[0]?.model.trim() ?? '',
          loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
          processPercent: cpuPercent(),
        },
        eventLoop: eventLoop(),
      };
    },
    stop: () => loop.disable(),
  };
}
export type ProcessFigures = ReturnType<typeof processFigures>;
