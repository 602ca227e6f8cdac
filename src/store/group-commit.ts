/**
 * Group commit (SQLite): the quota statements of the calls admitted in one turn of the event loop
 * are run in one write transaction, and each caller hears its decision only once that transaction
 * has committed.
 *
 * Why: a quota statement is one durable WAL commit per admitted call, and under load the commits
 * (their write(2), the WAL index and the periodic checkpoints) were the largest single item of a REST
 * chart call's profile. Statements inside one transaction cost a fraction
 * of a commit each (sqlite.org/faq.html#q19: "a transaction … is the slow part").
 *
 * What stays as it was:
 * - Exactness: the statements still run one after another, each the same atomic "count while under
 *   the limit", so no call is admitted beyond the limit, whatever the concurrency or the number of
 *   processes sharing the file (`BEGIN IMMEDIATE` takes the write lock before the first statement).
 * - Durability: a call's answer waits for the commit that counted it, so a call whose answer left the
 *   process is on disk (a SIGKILL loses only calls that had not been answered yet).
 * - Latency: at most one turn of the event loop (`setImmediate`), during which the other requests of
 *   that turn are served.
 */

interface Waiting<A, R> {
  args: A
  resolve: (value: R) => void
  reject: (error: unknown) => void
}

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

/** A batched `run`, and `flush()` to commit what is waiting now (before the store closes). */
export interface GroupCommitted<A extends unknown[], R> {
  (...args: A): Promise<R>
  flush(): void
}

/**
 * `run` for one call, batched: calls made in one turn are run together by `runTogether(work)`, which
 * must run `work` in one transaction (and throw if it cannot commit: every call of the turn is then
 * refused with that error, as a single statement would have been). Within it each call runs in
 * `runAlone` (a savepoint), so a call whose own statement fails is refused alone and the others of
 * its turn still count.
 */
export function groupCommitted<A extends unknown[], R>(
  run: (...args: A) => R,
  runTogether: <T>(work: () => T) => T,
  runAlone: <T>(work: () => T) => T,
): GroupCommitted<A, R> {
  let waiting: Waiting<A, R>[] = []

  const commit = () => {
    if (waiting.length === 0) return
    const batch = waiting
    waiting = []
    let outcomes: Outcome<R>[]
    try {
      outcomes = runTogether(() =>
        batch.map((call): Outcome<R> => {
          try {
            return { ok: true, value: runAlone(() => run(...call.args)) }
          } catch (error) {
            return { ok: false, error }
          }
        }),
      )
    } catch (error) {
      for (const call of batch) call.reject(error)
      return
    }
    for (let i = 0; i < batch.length; i++) {
      const outcome = outcomes[i]
      if (outcome.ok) batch[i].resolve(outcome.value)
      else batch[i].reject(outcome.error)
    }
  }

  const batched = (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(commit)
      waiting.push({ args, resolve, reject })
    })
  return Object.assign(batched, { flush: commit })
}
