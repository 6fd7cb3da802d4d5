import { notFound } from '@tanstack/react-router'
import { DealerApiError } from '../lib/dealer-api-error'

/** A dealer-API 404 becomes the router's not-found, so the visitor sees the 404 page with status 404. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 404) throw notFound()
    throw error
  }
}
