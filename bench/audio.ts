// `npx tsx bench/audio.ts [--runs 3] [--minutes 4] [--rendition-mb 60] [--files 100 --at-once 2]`
// Issue 38's budgets for the server's ffmpeg analyser: the analysis of a `--minutes`-long 44.1 kHz stereo WAV
// (budget: under 5 s of one core) and the streaming rendition of a `--rendition-mb` WAV (budget: the server's
// peak memory under 100 MB). The files are made by ffmpeg itself (a tone over pink noise). CPU is the analysing
// process's own plus its ffmpeg children's (from /proc, so other work on the machine counts only in wall time);
// each rendition runs in a fresh Node process that reports its own peak resident memory (ffmpeg's is its own
// process's, printed beside it). `--files N` then analyses and encodes N such files, `--at-once` at a time (a server
// process works one job at a time, and `npm start` runs one process per core): the wall time of an upload of N files
// (budget: 100 within 10 minutes; the API's latency beside it is not measured here). Prints each run and the
// medians, with the machine's load.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ffmpegAnalyser } from '../server/audio/ffmpegAnalyser'
import { locateFfmpeg } from '../server/audio/ffmpegLocator'

const argv = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`)
  return at >= 0 ? argv[at + 1] : fallback
}
const RUNS = Number(option('runs', '3'))
const MINUTES = Number(option('minutes', '4'))
const RENDITION_MB = Number(option('rendition-mb', '60'))
const FILES = Number(option('files', '0'))
const AT_ONCE = Number(option('at-once', '2'))

const TICKS_PER_SECOND = 100

/** This process's CPU seconds, its own and its finished children's (fields 14–17 of /proc/self/stat). */
function cpuSeconds(): { own: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  const at = (n: number) => Number(fields[n - 3]) / TICKS_PER_SECOND
  return { own: at(14) + at(15), children: at(16) + at(17) }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

function makeWav(ffmpeg: string, path: string, seconds: number) {
  const made = spawnSync(ffmpeg, [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.1:sample_rate=44100:duration=${seconds}`,
    '-filter_complex', '[0][1]amix=inputs=2,aformat=channel_layouts=stereo', '-c:a', 'pcm_s16le', path
  ]) // prettier-ignore
  if (made.status !== 0) throw new Error(`ffmpeg could not make ${path}: ${made.stderr}`)
}

/** In a child process: encodes the rendition of argv[3] and prints its own peak memory. */
async function renditionChild(ffmpeg: string, path: string) {
  const baselineKb = process.memoryUsage().rss / 1024
  const analyser = ffmpegAnalyser(ffmpeg, 'bench')
  const out = await analyser.encodeRendition!({ path, mime: 'audio/wav', storedDuration: 0 })
  const bytes = out ? statSync(out.path).size : 0
  if (out) rmSync(out.path, { force: true })
  const children = cpuSeconds().children
  process.stdout.write(
    JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, baselineKb, bytes, children })
  )
}

async function main() {
  const found = await locateFfmpeg(process.env.FFMPEG_PATH)
  if (!('path' in found)) throw new Error(found.reason)
  if (argv[0] === '--child-rendition') return renditionChild(found.path, argv[1])

  const dir = mkdtempSync(join(tmpdir(), 'vibeline-bench-audio-'))
  try {
    const track = join(dir, 'track.wav')
    const big = join(dir, 'big.wav')
    makeWav(found.path, track, MINUTES * 60)
    // 16-bit stereo at 44.1 kHz: 176,400 bytes a second.
    makeWav(found.path, big, Math.round((RENDITION_MB * 1024 * 1024) / 176_400))
    console.log(`ffmpeg ${found.version} (${found.source}); load ${load()}`)
    console.log(`analysis of a ${MINUTES}-minute stereo WAV (${(statSync(track).size / 1e6).toFixed(1)} MB):`)

    const analyser = ffmpegAnalyser(found.path, found.version)
    const analysed: { wall: number; cpu: number }[] = []
    for (let run = 1; run <= RUNS; run++) {
      const before = cpuSeconds()
      const started = performance.now()
      const outcome = await analyser.analyse({ path: track, mime: 'audio/wav', storedDuration: MINUTES * 60 })
      const wall = (performance.now() - started) / 1000
      const after = cpuSeconds()
      if (outcome.kind !== 'analysed') throw new Error(outcome.reason)
      const cpu = after.own - before.own + (after.children - before.children)
      analysed.push({ wall, cpu })
      console.log(
        `  run ${run}: ${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU (node ${(after.own - before.own).toFixed(2)}, ` +
          `ffmpeg ${(after.children - before.children).toFixed(2)}); ${outcome.figures.integrated_lufs} LUFS; load ${load()}`
      )
    }
    console.log(
      `  median: ${median(analysed.map((a) => a.wall)).toFixed(2)} s wall, ` +
        `${median(analysed.map((a) => a.cpu)).toFixed(2)} s CPU (budget: 5 s of one core)`
    )

    console.log(`rendition of a ${(statSync(big).size / 1e6).toFixed(1)} MB WAV (AAC 128 kbit/s):`)
    const peaks: number[] = []
    const added: number[] = []
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now()
      const child = spawn(
        process.execPath,
        [...process.execArgv, process.argv[1], '--child-rendition', big],
        {
          stdio: ['ignore', 'pipe', 'inherit']
        }
      )
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      const code = await new Promise<number | null>((done) => child.on('close', done))
      if (code !== 0) throw new Error(`the rendition process ended with ${code}`)
      const result = JSON.parse(text) as {
        maxRssKb: number
        baselineKb: number
        bytes: number
        children: number
      }
      peaks.push(result.maxRssKb / 1024)
      added.push((result.maxRssKb - result.baselineKb) / 1024)
      console.log(
        `  run ${run}: ${((performance.now() - started) / 1000).toFixed(2)} s wall, ffmpeg ${result.children.toFixed(2)} s CPU, ` +
          `${(result.bytes / 1e6).toFixed(1)} MB out; server process peak ${(result.maxRssKb / 1024).toFixed(1)} MB (before encoding ${(result.baselineKb / 1024).toFixed(1)}); load ${load()}`
      )
    }
    // The process runs under tsx (its compiler is most of the baseline); the built server has its own baseline.
    console.log(
      `  median: process peak ${median(peaks).toFixed(1)} MB, of which the encoding added ${median(added).toFixed(1)} MB ` +
        '(budget: server peak under 100 MB)'
    )

    if (FILES > 0) {
      const started = performance.now()
      let next = 0
      const worker = async () => {
        while (next < FILES) {
          next++
          const input = { path: track, mime: 'audio/wav', storedDuration: MINUTES * 60 }
          await analyser.analyse(input)
          const out = await analyser.encodeRendition!(input)
          if (out) rmSync(out.path, { force: true })
        }
      }
      await Promise.all(Array.from({ length: AT_ONCE }, worker))
      console.log(
        `${FILES} files of ${MINUTES} minutes analysed and encoded, ${AT_ONCE} at a time: ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s wall (budget: 100 within 600 s); load ${load()}`
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

void main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
