/**
 * Refused when a data directory would be opened off the main thread. PGlite is a whole database
 * engine inside the thread that opens it: a second thread opening the same folder runs a second
 * engine on the same files, which PGlite's maintainers warn corrupts them (electric-sql/pglite
 * #323, #1106). Render threads reach the database through the main thread's dealer API instead.
 */
export class DatabaseOffMainThreadError extends Error {
  constructor(dataDir: string) {
    super(`The embedded database in ${dataDir} may only be opened on the main thread; a worker thread tried to open it`)
    this.name = 'DatabaseOffMainThreadError'
  }
}
