// Resident memory of a process tree (a cluster primary and its workers) sampled from /proc, split as the kernel
// counts it: anonymous pages (heaps, SQLite's page cache, buffers), file pages (code, and any memory-mapped
// database file, which the kernel may drop at will and shares with other processes) and shared memory.
import { readFileSync } from 'node:fs'

export type Memory = { rssKb: number; anonKb: number; fileKb: number; shmemKb: number }

export type ProcessPeak = {
  pid: number
  role: string
  idle: Memory
  /** The sample of the highest VmRSS, with its split. */
  peak: Memory
  /** Milliseconds after the watch started at which that peak was sampled. */
  peakAtMs: number
  /** The highest anonymous memory seen, which may come at another moment. */
  peakAnonKb: number
}

const FIELDS: Record<string, keyof Memory> = {
  VmRSS: 'rssKb',
  RssAnon: 'anonKb',
  RssFile: 'fileKb',
  RssShmem: 'shmemKb'
}

/** The process's resident memory, or undefined once it is gone. */
export function readMemory(pid: number): Memory | undefined {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const memory: Memory = { rssKb: 0, anonKb: 0, fileKb: 0, shmemKb: 0 }
  for (const line of status.split('\n')) {
    const colon = line.indexOf(':')
    const field = FIELDS[line.slice(0, colon)]
    if (field) memory[field] = Number.parseInt(line.slice(colon + 1), 10)
  }
  return memory
}

/**
 * The process's proportional set size (KiB): its private pages plus its share of pages it shares (the node binary's
 * code, mapped by every server process). Summed over processes it counts each page once.
 */
export function readPss(pid: number): number | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    return Number.parseInt(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? '0', 10)
  } catch {
    return undefined
  }
}

/** The process and its descendants (threads' children included), root first. */
export function processTree(root: number): number[] {
  const found: number[] = []
  const visit = (pid: number) => {
    found.push(pid)
    let tasks: string[] = []
    try {
      tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ')
    } catch {
      return
    }
    for (const child of tasks.map(Number).filter((n) => n > 0)) visit(child)
  }
  visit(root)
  return found
}

/** Samples every process of the tree every `intervalMs` until stopped; keeps each one's peak. */
export function watchMemory(root: number, intervalMs: number, trace?: (line: string) => void) {
  const started = performance.now()
  const peaks = new Map<number, ProcessPeak>()
  const pss = { idleKb: 0, peakKb: 0 }
  let pids = processTree(root)
  let ticks = 0
  const perSecond = Math.max(1, Math.round(1000 / intervalMs))
  const sample = () => {
    // Re-reading the tree costs a few reads per process; a worker replaced meanwhile is found within a second.
    if (ticks % perSecond === 0) pids = processTree(root)
    // smaps_rollup walks the page tables: twice a second is enough for a total that moves with the heap.
    if (ticks % Math.ceil(perSecond / 2) === 0) {
      const total = pids.reduce((sum, pid) => sum + (readPss(pid) ?? 0), 0)
      if (ticks === 0) pss.idleKb = total
      pss.peakKb = Math.max(pss.peakKb, total)
    }
    ticks++
    const at = Math.round(performance.now() - started)
    for (const pid of pids) {
      const memory = readMemory(pid)
      if (!memory) continue
      trace?.(JSON.stringify({ at, pid, ...memory }))
      const known = peaks.get(pid)
      if (!known) {
        const role = pid === root ? 'primary' : `child of ${parentOf(pid)}`
        peaks.set(pid, { pid, role, idle: memory, peak: memory, peakAtMs: at, peakAnonKb: memory.anonKb })
        continue
      }
      if (memory.rssKb > known.peak.rssKb) {
        known.peak = memory
        known.peakAtMs = at
      }
      known.peakAnonKb = Math.max(known.peakAnonKb, memory.anonKb)
    }
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop(): { processes: ProcessPeak[]; pss: typeof pss } {
      clearInterval(timer)
      sample()
      return { processes: [...peaks.values()], pss }
    }
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return 0
  }
}
