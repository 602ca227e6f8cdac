/** Public surface of the Zi Wei Dou Shu core (docs/domain.md, "Zi Wei Dou Shu"). */
export { calculateZiweiChart, monthUsed, ziweiOfDay, type NatalChart, type DayChartInput, type LeapMonthRule, type YearStart, type ZiweiChart, type ZiweiInput, type ZiweiPalace, type ZiweiStar } from './chart'
export { layersAt, type ZiweiLayer, type ZiweiLayers } from './layers'
export { MUTAGEN_CODES_BY_STEM, MUTAGEN_TABLE } from './mutagens'
export * as ziweiLabels from './labels'
