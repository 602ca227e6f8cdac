import { describe, expect, it } from 'bun:test'
import { parseAiConfig } from '../../src/config/ai'

describe('parseAiConfig', () => {
  it('no variables: no provider, no retention, 30 s timeout and one retry', () => {
    expect(parseAiConfig({})).toEqual({ providers: [], timeoutMs: 30_000, maxRetries: 1, retention: undefined })
  })

  it('a key configures a provider; openai comes first whatever the order of variables', () => {
    const config = parseAiConfig({ DEEPSEEK_API_KEY: 'ds', OPENAI_API_KEY: 'oa' })
    expect(config.providers.map((p) => p.name)).toEqual(['openai', 'deepseek'])
    expect(config.providers[0]).toEqual({
      name: 'openai',
      apiKey: 'oa',
      baseURL: undefined,
      model: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
      structuredOutput: 'json_schema',
    })
    expect(config.providers[1]).toEqual({
      name: 'deepseek',
      apiKey: 'ds',
      baseURL: 'https://api.deepseek.com',
      model: 'deepseek-chat',
      structuredOutput: 'json_object',
    })
  })

  it('a base URL alone configures a key-less local server', () => {
    const config = parseAiConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/', OPENAI_MODEL: 'llama3.2-vision' })
    expect(config.providers).toEqual([
      {
        name: 'openai',
        apiKey: undefined,
        baseURL: 'http://127.0.0.1:11434/v1',
        model: 'llama3.2-vision',
        visionModel: 'llama3.2-vision',
        structuredOutput: 'json_schema',
      },
    ])
  })

  it('blank values count as unset', () => {
    expect(parseAiConfig({ OPENAI_API_KEY: '  ', DEEPSEEK_BASE_URL: '' }).providers).toEqual([])
  })

  it('vision: OPENAI_VISION_MODEL, else OPENAI_MODEL; deepseek has none', () => {
    expect(parseAiConfig({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm', OPENAI_VISION_MODEL: 'v' }).providers[0].visionModel).toBe('v')
    expect(parseAiConfig({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm' }).providers[0].visionModel).toBe('m')
    expect(parseAiConfig({ DEEPSEEK_API_KEY: 'k' }).providers[0].visionModel).toBeUndefined()
  })

  it('OPENAI_RESPONSE_FORMAT switches to JSON mode', () => {
    expect(parseAiConfig({ OPENAI_API_KEY: 'k', OPENAI_RESPONSE_FORMAT: 'json_object' }).providers[0].structuredOutput).toBe('json_object')
  })

  it('retention is opt-in via READINGS_LOG_FILE, with size-based rotation settings', () => {
    expect(parseAiConfig({ READINGS_LOG_FILE: '/var/log/readings.jsonl' }).retention).toEqual({
      file: '/var/log/readings.jsonl',
      maxBytes: 10 * 1024 * 1024,
      maxFiles: 3,
    })
    expect(parseAiConfig({ READINGS_LOG_FILE: 'r.log', READINGS_LOG_MAX_BYTES: '2048', READINGS_LOG_MAX_FILES: '5' }).retention).toEqual({
      file: 'r.log',
      maxBytes: 2048,
      maxFiles: 5,
    })
  })

  it('malformed values fail at startup naming the variable, never echoing the value', () => {
    expect(() => parseAiConfig({ OPENAI_BASE_URL: 'not a url sk-secret' })).toThrow('OPENAI_BASE_URL is not a valid URL')
    expect(() => parseAiConfig({ DEEPSEEK_BASE_URL: 'ftp://x' })).toThrow('DEEPSEEK_BASE_URL must be an http(s) URL')
    expect(() => parseAiConfig({ READINGS_LOG_FILE: 'f', READINGS_LOG_MAX_BYTES: '10MB' })).toThrow('READINGS_LOG_MAX_BYTES')
    expect(() => parseAiConfig({ OPENAI_API_KEY: 'k', OPENAI_RESPONSE_FORMAT: 'xml' })).toThrow('OPENAI_RESPONSE_FORMAT')
    try {
      parseAiConfig({ OPENAI_BASE_URL: 'not a url sk-secret' })
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('sk-secret')
    }
  })
})
