/** Public surface of the Zi Wei Dou Shu core (docs/domain.md, "Zi Wei Dou Shu"). */
export {
  calculateZiweiChart,
  monthUsed,
  ziweiOfDay,
  type LeapMonthRule,
  type YearStart,
  type ZiweiChart,
  type ZiweiInput,
  type ZiweiStar,
} from './chart'
export type { ZiweiLayer } from './layers'
export * as ziweiLabels from './labels'
