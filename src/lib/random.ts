// The one seeded pseudo-random generator of the sample data (mulberry32). The fake database and the server's
// seed both draw from it, so a seed gives the same values in the browser demo and on every machine.

export type Random = () => number

/** A generator of numbers in [0, 1): the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One item of `list`, drawn with `random`. */
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]
