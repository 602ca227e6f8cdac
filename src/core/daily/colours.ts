/**
 * Colours of the five elements (五行配色, the usual feng-shui correspondences: 木青绿, 火红紫,
 * 土黄棕, 金白金, 水黑蓝), the first of each being the one named when only one is shown. Shared by
 * daily guidance and the kids reading so both name the same colours.
 */
import type { Element } from '../bazi'

export const ELEMENT_COLOURS: Record<Element, { code: string; zh: string; en: string }[]> = {
  wood: [
    { code: 'green', zh: '绿色', en: 'Green' },
    { code: 'cyan', zh: '青色', en: 'Cyan' },
  ],
  fire: [
    { code: 'red', zh: '红色', en: 'Red' },
    { code: 'purple', zh: '紫色', en: 'Purple' },
  ],
  earth: [
    { code: 'yellow', zh: '黄色', en: 'Yellow' },
    { code: 'brown', zh: '棕色', en: 'Brown' },
  ],
  metal: [
    { code: 'white', zh: '白色', en: 'White' },
    { code: 'gold', zh: '金色', en: 'Gold' },
  ],
  water: [
    { code: 'blue', zh: '蓝色', en: 'Blue' },
    { code: 'black', zh: '黑色', en: 'Black' },
  ],
}
