/**
 * The 四化 (four transformations) of each heavenly stem, as star codes: the table of
 * 《紫微斗数全书》, iztro's default school (docs/domain.md, "Zi Wei Dou Shu: 四化"). iztro is given the
 * same table in full on every call (library.ts), so the birth-year 四化 it marks and the layers'
 * 四化 computed here come from one table.
 */
import { STEMS } from '../bazi'
import { MAJOR_STARS, MINOR_STARS, MUTAGEN_ORDER } from './labels'

/** Stem (Chinese) → the stars that turn 禄, 权, 科, 忌, in Chinese. */
export const MUTAGEN_TABLE: Record<string, [string, string, string, string]> = {
  甲: ['廉贞', '破军', '武曲', '太阳'],
  乙: ['天机', '天梁', '紫微', '太阴'],
  丙: ['天同', '天机', '文昌', '廉贞'],
  丁: ['太阴', '天同', '天机', '巨门'],
  戊: ['贪狼', '太阴', '右弼', '天机'],
  己: ['武曲', '贪狼', '天梁', '文曲'],
  庚: ['太阳', '武曲', '太阴', '天同'],
  辛: ['巨门', '太阳', '文曲', '文昌'],
  壬: ['天梁', '紫微', '左辅', '武曲'],
  癸: ['破军', '巨门', '太阴', '贪狼'],
}

const codeOf = (zh: string) => MAJOR_STARS.fromZh.get(zh) ?? MINOR_STARS.fromZh.get(zh)!

/** Stem index (甲 = 0) → `[{mutagen, star}]` in the order 禄 权 科 忌. */
export const MUTAGEN_CODES_BY_STEM: readonly { mutagen: string; star: string }[][] = STEMS.map((s) =>
  MUTAGEN_TABLE[s.zh].map((zh, i) => ({ mutagen: MUTAGEN_ORDER[i], star: codeOf(zh) })),
)
