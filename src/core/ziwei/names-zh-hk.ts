/**
 * Hong Kong Traditional Chinese (zh-HK, also zh-MO) names of the Zi Wei terms: Taiwan's table
 * (names-zh-tw.ts) with Hong Kong's forms where its standard (《常用字字形表》) writes a term
 * differently. None of the Zi Wei terms differs: OpenCC's Hong Kong and Taiwan tables agree on every
 * one of them but 台輔 and 三台, where its Taiwan table's 臺 is wrong for the star names (a star is
 * written 台 in both places). So there are no overrides; the table stays its own so that one can be
 * added where a reviewer finds a difference.
 */
import type { Names } from './codes'
import { ZH_TW } from './names-zh-tw'

export const ZH_HK: Names = { ...ZH_TW }
