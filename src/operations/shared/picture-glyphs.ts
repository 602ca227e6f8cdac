/**
 * The characters the PNG's embedded font draws (`picture-font/glyphs.txt`, written by
 * scripts/build-picture-font.ts with the subsets): the picture's own words and labels in every
 * locale, Latin and digits, but not every place name of the gazetteer in every script. A PNG writes
 * a place's English name where its name in the locale has a character the font lacks; an SVG, drawn
 * with the reader's own fonts, always writes the local name.
 */
// @ts-ignore -- a text import: the bundler embeds the file's text
import glyphList from './picture-font/glyphs.txt' with { type: 'text' }

const GLYPHS = new Set(glyphList as unknown as string)

export const drawnByPngFont = (text: string): boolean => {
  for (const character of text) if (!GLYPHS.has(character)) return false
  return true
}
