// Where this host's ffmpeg is: the FFMPEG_PATH setting, else the system's `ffmpeg` on PATH, else the static build of
// @ffmpeg-installer/ffmpeg (brought by `npm ci`, no download at install). The first that runs `-version` wins; when
// none does, the analysis is unavailable with the reasons tried, and uploads go on without it.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type FfmpegFound = { path: string; version: string; source: 'setting' | 'system' | 'package' }
export type FfmpegMissing = { reason: string }

/** Runs `<path> -version`; answers its first line, or why it did not run. */
function tryVersion(path: string, timeoutMs = 10_000): Promise<{ version: string } | { error: string }> {
  return new Promise((resolve) => {
    let out = ''
    const child = spawn(path, ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      if (out.length < 4096) out += chunk.toString()
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ error: error.message })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0 && /ffmpeg version/i.test(out))
        resolve({
          version: out
            .split('\n')[0]
            .replace(/^ffmpeg version\s*/i, '')
            .split(' ')[0]
        })
      else resolve({ error: `exited with ${code}` })
    })
  })
}

/** The binary path of @ffmpeg-installer/ffmpeg, when the package is installed and has a build for this platform. */
function packagedPath(): string | null {
  try {
    const require = createRequire(import.meta.url)
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path
  } catch {
    return null
  }
}

export async function locateFfmpeg(setting: string | undefined): Promise<FfmpegFound | FfmpegMissing> {
  const candidates: { path: string | null; source: FfmpegFound['source'] }[] = [
    ...(setting ? [{ path: setting, source: 'setting' as const }] : []),
    { path: 'ffmpeg', source: 'system' },
    { path: packagedPath(), source: 'package' }
  ]
  const tried: string[] = []
  for (const { path, source } of candidates) {
    if (!path) {
      tried.push('@ffmpeg-installer/ffmpeg: not installed for this platform')
      continue
    }
    const result = await tryVersion(path)
    if ('version' in result) return { path, version: result.version, source }
    tried.push(`${source === 'system' ? 'ffmpeg on PATH' : path}: ${result.error}`)
    // A path set on purpose that does not run is a mistake to show, not a reason to use another ffmpeg silently.
    if (source === 'setting') return { reason: `FFMPEG_PATH (${path}) does not run: ${result.error}` }
  }
  return { reason: `No ffmpeg runs on this server (${tried.join('; ')})` }
}
