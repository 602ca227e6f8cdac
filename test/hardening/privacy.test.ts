/**
 * Privacy: the real entry point as a child process (file database, a model provider on loopback so
 * narratives and image readings run their full path) is driven through every REST operation and
 * every MCP tool with distinctive personal values, each reading that may call a model streamed too, and
 * the home page's try-a-chart form. Then the database files (main, -wal and -shm,
 * while running and after a graceful stop), every row of every table, and everything the process
 * printed on stdout and stderr are scanned: none of those values appears. Telemetry rows hold only
 * the fields the spec allows.
 */
import { Database } from 'bun:sqlite'
import { afterAll, describe, expect, it } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CAPABILITIES, restCapabilities } from '../../src/operations/index'
import { SqliteStore } from '../../src/store/sqlite-store'
import { readRpc } from '../support/app'
import { AURA_READING, COUPLE_READING, FACE_READING, fakeImage } from '../support/image-fixtures'
import { MCP_HEADERS, providerEnv, spawnServer, startAutoProvider, tempDir, toolCall } from './helpers'

const tmp = tempDir()
const provider = startAutoProvider({ readings: { face: FACE_READING, aura: AURA_READING, couple: COUPLE_READING } })
afterAll(async () => {
  await provider.stop()
  tmp.cleanup()
})

// Distinctive personal values: none may be stored or printed.
const BIRTH_DATE = '1987-03-14'
const BIRTH_DATE_2 = '1991-08-27'
const BIRTH_TIME = '04:37'
const BIRTH_TIME_2 = '06:13'
const CITY = 'Reykjavik'
const LATITUDE = 64.1466
const LONGITUDE = -21.9426
const PHONE = '13987654321'
const QUESTION = 'Will the Zanzibar quokka guild accept my offer?'
const CHILD = 'Quixotilda'
/** A name to analyse: rare characters the stroke table knows. */
const SURNAME = '龔'
const GIVEN_NAME = '麟龘'
const IMAGE_MARKER = 'PRIVATE-SELFIE-7Q'
const IMAGE = fakeImage('image/jpeg', 400, IMAGE_MARKER)
const IMAGE_B = fakeImage('image/png', 400, `${IMAGE_MARKER}-B`)
const USER_AGENT = `PrivacyProbe/2.1 (${CHILD}; tel ${PHONE}; born ${BIRTH_DATE})`

const SECRETS: [string, string][] = [
  ['birth date', BIRTH_DATE],
  ['birth date (compact)', BIRTH_DATE.replaceAll('-', '')],
  ['second birth date', BIRTH_DATE_2],
  ['birth time', BIRTH_TIME],
  ['second birth time', BIRTH_TIME_2],
  ['city', CITY],
  ['latitude', String(LATITUDE)],
  ['longitude', String(LONGITUDE)],
  ['phone', PHONE],
  ['phone tail', PHONE.slice(3)],
  ['question', QUESTION],
  ['question words', 'Zanzibar quokka'],
  ['child name', CHILD],
  ['given name', GIVEN_NAME],
  ['full name', SURNAME + GIVEN_NAME],
  ['image marker', IMAGE_MARKER],
  ['image base64', IMAGE.slice(0, 60)],
  ['second image base64', IMAGE_B.slice(0, 60)],
]

const birth = { date: BIRTH_DATE, time: BIRTH_TIME, city: CITY }
const birthByCoordinates = { date: BIRTH_DATE_2, time: BIRTH_TIME_2, latitude: LATITUDE, longitude: LONGITUDE, timezone: 0 }

/** A request body with personal values for each REST path (every REST operation must be listed). */
const REST_BODIES: Record<string, unknown> = {
  '/api/v1/bazi': { ...birth, includeDaily: true },
  '/api/v1/bazi/picture': { ...birth, format: 'png' },
  '/api/v1/daily': { ...birthByCoordinates, locale: 'en' },
  '/api/v1/number-energy': { phone: PHONE, countryCode: '+86', includeAi: true, dayMasterGan: '甲', birthYear: 1987, sex: 'female' },
  '/api/v1/tarot': { cardId: 17, reversed: false, question: QUESTION },
  '/api/v1/compatibility': { person1: birth, person2: birthByCoordinates, includeNarrative: true },
  '/api/v1/kids': { childName: CHILD, ...birth, parentDayMaster: '乙' },
  '/api/v1/face': { image: IMAGE, mimeType: 'image/jpeg' },
  '/api/v1/aura': { image: IMAGE, mimeType: 'image/jpeg', locale: 'zh' },
  '/api/v1/couple-face': { imageA: IMAGE, mimeA: 'image/jpeg', imageB: IMAGE_B, mimeB: 'image/png' },
  '/api/v1/bazi/reverse': {
    pillars: { year: '丁卯', month: '癸卯', day: '丙子' },
    latitude: LATITUDE,
    longitude: LONGITUDE,
    fromYear: 1980,
    toYear: 1995,
  },
  '/api/v1/solar-terms': { year: 1987, city: CITY },
  '/api/v1/almanac/select': { from: '2026-01-01', to: '2026-03-31', activities: ['weddings'], person: birth },
  '/api/v1/ziwei': { ...birth, sex: 'female', readingDate: '2026-11-21' },
  '/api/v1/moon-blocks': { question: QUESTION, throws: 3, locale: 'ko' },
  // The stand-in model narrates: the question reaches the narrative path, which must not log it either.
  '/api/v1/tarot/three-card': { question: QUESTION, spread: 'you-partner-relationship', model: 'openai', locale: 'vi' },
  '/api/v1/fortune-stick': { question: QUESTION, confirm: 'one-holy', model: 'openai', locale: 'ja' },
  '/api/v1/name': { surname: SURNAME, givenName: GIVEN_NAME, birth, model: 'openai' },
  '/api/v1/ziwei/picture': { ...birth, sex: 'female', readingDate: '2026-11-21', format: 'png' },
  '/api/v1/yearly': { ...birthByCoordinates, sex: 'male', year: 2026, model: 'openai' },
}

/** Tool arguments with personal values for each MCP tool (every tool must be listed). */
const TOOL_ARGS: Record<string, unknown> = {
  get_daily_almanac: { date: BIRTH_DATE },
  calculate_bazi_chart: { birth_date: BIRTH_DATE, birth_time: BIRTH_TIME, birth_city: CITY },
  get_daily_bazi_guidance: {
    birth_date: BIRTH_DATE_2,
    birth_time: BIRTH_TIME_2,
    latitude: LATITUDE,
    longitude: LONGITUDE,
    timezone: 0,
    reading_date: '2026-11-21',
  },
  calculate_bazi_compatibility: { person1: birth, person2: birthByCoordinates, includeNarrative: true },
  draw_tarot_card: { question: QUESTION },
  analyze_number_energy: { phone: PHONE, includeAi: true },
  calculate_ziwei_chart: { birth_date: BIRTH_DATE, birth_time: BIRTH_TIME, birth_city: CITY, reading_date: '2026-11-21' },
}

function scan(label: string, haystack: string | Buffer): string[] {
  const found: string[] = []
  for (const [name, value] of SECRETS) {
    const hit = typeof haystack === 'string' ? haystack.includes(value) : haystack.includes(Buffer.from(value))
    if (hit) found.push(`${name} (${JSON.stringify(value)}) in ${label}`)
  }
  return found
}

/** The logger's own ISO timestamps can contain any HH:MM as minutes:seconds (20:04:37 holds 04:37). */
const withoutTimestamps = (text: string) => text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<timestamp>')

function databaseFiles(dbPath: string): [string, Buffer][] {
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]
    .filter(existsSync)
    .map((file) => [file.slice(dbPath.length) || 'main', readFileSync(file)])
}

function everyRow(dbPath: string): string {
  const db = new Database(dbPath, { readonly: true })
  try {
    const tables = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all()
    return tables.map(({ name }) => JSON.stringify(db.query(`SELECT * FROM "${name}"`).all())).join('\n')
  } finally {
    db.close()
  }
}

describe('privacy: nothing personal is stored or printed', () => {
  it('every operation, driven with distinctive values, leaves no trace in the database files, rows or output', async () => {
    expect(Object.keys(REST_BODIES).sort()).toEqual(
      restCapabilities()
        .map((c) => c.rest!.path)
        .sort(),
    )
    expect(Object.keys(TOOL_ARGS).sort()).toEqual(
      CAPABILITIES.filter((c) => c.mcp)
        .map((c) => c.mcp!.tool)
        .sort(),
    )

    const dbPath = join(tmp.dir, 'privacy.sqlite')
    const store = new SqliteStore(dbPath)
    store.createAccount('private', 1_000, Date.now())
    const { key, record } = store.createKey('private', 'privacy', Date.now())
    store.close()
    // MCP_ZIWEI_TOOL: the Zi Wei tool, off by default, is served too, so every tool is driven.
    const server = await spawnServer(dbPath, { ...providerEnv(provider), MCP_ZIWEI_TOOL: '1' })

    const statuses: string[] = []
    try {
      for (const [path, body] of Object.entries(REST_BODIES)) {
        const res = await fetch(server.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'user-agent': USER_AGENT },
          body: JSON.stringify(body),
        })
        await res.arrayBuffer()
        statuses.push(`${path} ${res.status}`)
        // The values passed validation and reached the operation (200, or 501 while it is not wired).
        expect([200, 501]).toContain(res.status)
      }
      for (const [tool, args] of Object.entries(TOOL_ARGS)) {
        const path = CAPABILITIES.find((c) => c.mcp?.tool === tool)!.mcp!.connector === 'public' ? '/mcp' : '/mcp/readings'
        const res = await fetch(server.url + path, {
          method: 'POST',
          headers: { ...MCP_HEADERS, authorization: `Bearer ${key}`, 'user-agent': USER_AGENT },
          body: JSON.stringify(toolCall(tool, args)),
        })
        const message = await readRpc(res)
        statuses.push(`${tool} ${res.status} ${message.result?.isError ? String(message.result.content[0].text).split(':', 1)[0] : 'ok'}`)
        expect(res.status).toBe(200)
        if (message.result.isError) expect(message.result.content[0].text).toStartWith('NOT_IMPLEMENTED')
      }
      // Failures must not leak either: invalid values are echoed to the client, never to the log.
      await fetch(`${server.url}/api/v1/bazi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ ...birth, time: `${BIRTH_TIME}:99` }),
      })
      await fetch(`${server.url}/api/v1/kids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ childName: CHILD, date: '2023-02-29' }),
      })
      await fetch(`${server.url}/api/v1/number-energy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: `{"phone":"${PHONE}",`,
      })

      // Streamed answers (result, narrative pieces, done) of every reading that may call a model.
      const mayCallModel = (c: (typeof CAPABILITIES)[number]) =>
        c.annotations.openWorldHint || 'model' in ((c.rest!.input as { properties?: object }).properties ?? {})
      for (const capability of restCapabilities().filter((c) => !c.rest!.media && mayCallModel(c))) {
        const res = await fetch(server.url + capability.rest!.path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            authorization: `Bearer ${key}`,
            'user-agent': USER_AGENT,
          },
          body: JSON.stringify(REST_BODIES[capability.rest!.path]),
        })
        await res.arrayBuffer()
        statuses.push(`${capability.rest!.path} streamed ${res.status}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toStartWith('text/event-stream')
      }
      // The home page's try-a-chart form, a chart drawn and one refused (its city echoed to the page only).
      for (const city of [CITY, `${CITY}zzz`]) {
        const res = await fetch(`${server.url}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'user-agent': USER_AGENT },
          body: new URLSearchParams({ date: BIRTH_DATE, time: BIRTH_TIME, city, sex: 'female', locale: 'en' }).toString(),
        })
        const page = await res.text()
        statuses.push(`POST / ${res.status}`)
        expect(page).toContain(city)
      }

      // Telemetry is flushed within a second; scan the files while the server runs (the WAL is live).
      await Bun.sleep(1_300)
      const running = databaseFiles(dbPath)
      expect(running.map(([name]) => name)).toContain('-wal')
      const leaks = running.flatMap(([name, bytes]) => scan(`database ${name} (running)`, bytes))
      expect(leaks).toEqual([])
    } finally {
      server.proc.kill('SIGTERM')
    }
    expect(await server.exited).toBe(0)

    const leaks = [
      ...databaseFiles(dbPath).flatMap(([name, bytes]) => scan(`database ${name} (stopped)`, bytes)),
      ...scan('database rows', everyRow(dbPath)),
      ...scan('stdout', withoutTimestamps(server.output().stdout)),
      ...scan('stderr', withoutTimestamps(server.output().stderr)),
    ]
    expect(leaks).toEqual([])
    // The key never reached the output either.
    expect(server.output().stderr + server.output().stdout).not.toContain(key.slice(3))
    // The model provider did get what it needs to narrate (it is the configured external model).
    expect(provider.received()).toBeGreaterThan(0)

    // Telemetry: exactly the allowed columns, and nothing personal in them.
    const db = new Database(dbPath, { readonly: true })
    try {
      const columns = db
        .query<{ name: string }, []>('PRAGMA table_info(telemetry)')
        .all()
        .map((c) => c.name)
        .sort()
      expect(columns).toEqual(
        [
          'at',
          'id',
          'integration_id',
          'latency_ms',
          'operation',
          'protocol_version',
          'schema_version',
          'success',
          'transport',
          'user_agent',
        ].sort(),
      )
      const rows = db.query<Record<string, unknown>, []>('SELECT * FROM telemetry').all()
      const operations = new Set(CAPABILITIES.map((c) => c.name))
      expect(rows.length).toBeGreaterThanOrEqual(Object.keys(REST_BODIES).length + Object.keys(TOOL_ARGS).length)
      for (const row of rows) {
        expect(operations.has(String(row.operation))).toBe(true)
        expect(['rest', 'mcp']).toContain(String(row.transport))
        // Only the first product token survives (the invalid-input probes above carry fetch's own `Bun/…`).
        expect(row.user_agent === null || row.user_agent === 'PrivacyProbe/2.1' || /^Bun\/[\d.]+$/.test(String(row.user_agent))).toBe(true)
        expect(row.schema_version).toBe('2026-08-20')
        if (row.integration_id !== null) {
          expect(String(row.integration_id)).not.toBe(record.id)
          expect(key).not.toContain(String(row.integration_id))
        }
      }
      expect(new Set(rows.map((r) => r.transport))).toEqual(new Set(['rest', 'mcp']))
    } finally {
      db.close()
    }
    console.error(`privacy: statuses ${statuses.join(', ')}`)
  }, 30_000)
})
