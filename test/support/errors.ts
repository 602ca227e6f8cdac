/** Capturing the AppError a call throws (sync) or rejects with (async); anything else fails the test. */
import { AppError } from '../../src/core/errors'

export const errorOf = (fn: () => unknown): AppError => {
  try {
    fn()
  } catch (e) {
    if (e instanceof AppError) return e
    throw e
  }
  throw new Error('expected an AppError')
}

export const rejection = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise
  } catch (e) {
    if (e instanceof AppError) return e
    throw e
  }
  throw new Error('expected the promise to reject with an AppError')
}
