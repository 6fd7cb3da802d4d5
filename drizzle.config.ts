/**
 * drizzle-kit writes SQL migrations from src/server/db/schema.ts into drizzle/ (`npm run
 * db:generate`); the app applies them at start with drizzle's migrator on either engine. No
 * database connection is needed to generate.
 */
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
})
