/**
 * Name analysis (姓名学, 姓名判断, 성명학): REST `POST /api/v1/name` (metered). Not on the MCP connectors
 * (the published interface keeps name analysis off them). Schemas in src/contracts/names.ts, the
 * calculation in src/core/names, the narrator's facts in src/presenters/name-reading.ts.
 */
import { NameRequest, NameResult, toNameInput, type NameRequestInput } from '../contracts/names'
import { analyzeName } from '../core/names/analyze'
import { nameTemplateNarrative } from '../core/names/narrative'
import { READING_DISCLAIMER } from '../core/readings/disclaimer'
import { defineCapability, modelBacked } from '../pipeline/define'
import { nameFacts } from '../presenters/name-reading'
import { withOptionalNarrative } from './shared/narrate'

export const nameAnalysis = defineCapability<NameRequestInput, unknown>({
  name: 'analyze_name',
  operationId: 'analyzeName',
  summary: 'Name analysis (姓名学): the five grids on Kangxi strokes, for Chinese, Japanese and Korean names',
  description:
    'Counts every character of a name by the Kangxi rules (the full form of its radical plus the residual strokes, on the Traditional form; numerals by value; reviewed overrides), then reads the grids of its school: the five grids 天格 人格 地格 外格 总格 (Chinese, and Japanese 姓名判断 in the 熊崎 tradition on 旧字体 with kana) or the Korean four grids 원격 형격 이격 정격, each with its element, grade and meaning in the 81 numbers; 三才 with its verdict and reason; the Korean sound elements; and, with a birth, the name’s elements against the chart’s favourable elements. A narrative (template, or a model’s when `model` names one).',
  output: NameResult,
  annotations: modelBacked('Analyze a name'),
  rest: {
    path: '/api/v1/name',
    example: { surname: '陈', givenName: '小明', school: 'chinese', locale: 'en' },
    input: NameRequest,
    toInput: toNameInput,
  },
  run: async (input, ctx) => {
    const reading = analyzeName(input)
    const body = { ...reading, locale: input.locale, disclaimer: READING_DISCLAIMER.in(input.locale) }
    return withOptionalNarrative(ctx, input.includeNarrative, body, () => ({
      kind: 'name',
      locale: input.locale,
      model: input.model,
      facts: nameFacts(reading),
      template: nameTemplateNarrative(reading, input.locale),
    }))
  },
})
