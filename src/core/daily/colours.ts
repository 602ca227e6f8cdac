/**
 * Colours of the five elements (五行配色, the usual feng-shui correspondences: 木青绿, 火红紫,
 * 土黄棕, 金白金, 水黑蓝), the first of each being the one named when only one is shown. Shared by
 * daily guidance and the kids reading so both name the same colours; the names in every locale are
 * the curated table of labels.ts.
 */
import type { Element } from '../bazi'
import type { Locale } from '../types'
import { COLOURS, ELEMENT_COLOUR_CODES, type Label } from './labels'

/** The colours of `element` as labels in `locale`, the main one first. */
export const elementColours = (element: Element, locale: Locale): Label[] =>
  ELEMENT_COLOUR_CODES[element].map((code) => COLOURS.of(code, locale))
