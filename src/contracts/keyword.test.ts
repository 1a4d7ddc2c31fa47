// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { containsText, keywordTokens, likePattern, matchesWordPrefixes } from './keyword'

describe('keyword words', () => {
  it('are the runs of letters and digits of any script, in lower case', () => {
    expect(keywordTokens('Déjà-Vu, part 2!')).toEqual(['déjà', 'vu', 'part', '2'])
    expect(keywordTokens('  ليلة  Nuit_42 ')).toEqual(['ليلة', 'nuit', '42'])
    expect(keywordTokens('!! -- ??')).toEqual([])
    expect(keywordTokens('')).toEqual([])
  })
})

describe('a track keyword', () => {
  const track = ['Midnight Rain', 'Ava Stone', 'Golden Hour']

  it('matches when every word starts a word of the title, the artist or the album, in any case', () => {
    expect(matchesWordPrefixes('mid', track)).toBe(true)
    expect(matchesWordPrefixes('MIDNIGHT', track)).toBe(true)
    expect(matchesWordPrefixes('rain st gold', track)).toBe(true)
    expect(matchesWordPrefixes('ight', track)).toBe(false)
    expect(matchesWordPrefixes('mid jazz', track)).toBe(false)
  })

  it('matches a word of each text on its own, not across the end of one text and the start of the next', () => {
    expect(matchesWordPrefixes('hour', ['Golden', 'Hour'])).toBe(true)
    expect(matchesWordPrefixes('goldenhour', ['Golden', 'Hour'])).toBe(false)
  })

  it('without letters or digits, matches as plain text anywhere in the texts joined by spaces', () => {
    expect(matchesWordPrefixes('!!', ['Wow!! Yes'])).toBe(true)
    expect(matchesWordPrefixes('!!', ['Wow! Yes'])).toBe(false)
    expect(matchesWordPrefixes('! !', ['Hey!', '!Ho'])).toBe(true)
    expect(matchesWordPrefixes('!!', ['Hey!', '!Ho'])).toBe(false)
  })
})

describe('containsText', () => {
  it('finds the keyword inside any of the texts, ignoring case', () => {
    expect(containsText('NIGHT', ['Focus Flow', 'Late Night Drive'])).toBe(true)
    expect(containsText('ght dr', ['Late Night Drive'])).toBe(true)
    expect(containsText('night', ['Focus Flow', 'Road Trip'])).toBe(false)
    expect(containsText('night', [])).toBe(false)
  })
})

describe('likePattern', () => {
  it('wraps the keyword in % and escapes %, _ and the backslash, so they match themselves', () => {
    expect(likePattern('rain')).toBe('%rain%')
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
    expect(likePattern('')).toBe('%%')
  })
})
