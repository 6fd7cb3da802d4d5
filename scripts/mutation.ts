/**
 * `npm run test:mutation [-- <module> …]` — mutation testing (StrykerJS, vitest runner) of the
 * modules listed in mutation/modules.json, or of the listed modules given; not part of `npm test`.
 *
 * A module whose tests open a database is mutated in a run of its own, and only its own tests (as
 * listed) run against its mutants; the others are mutated together in one run, each mutant against
 * the listed tests that reach it. Results are kept in mutation/incremental.json, so a rerun retests only mutants whose
 * code or tests changed, and the results of modules not asked for are carried over. Prints the score per module
 * (killed ÷ killed + survived + no coverage + timeouts counted as killed, mutants that do not
 * compile left out) and exits 1 when an asked-for module is under 85%.
 *
 *   npm run test:mutation                                  every listed module
 *   npm run test:mutation -- src/lib/phone.ts              one module (a rerun takes minutes)
 *   npm run test:mutation -- --force src/lib/phone.ts      ignore the previous results
 *   npm run test:mutation -- --typecheck src/lib/phone.ts  drop mutants that do not compile first (slow)
 *   npm run test:mutation -- --first-run                   time a run from nothing: earlier results are
 *                                                          neither read nor overwritten (decision 0044)
 */
import { existsSync, globSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Stryker } from '@stryker-mutator/core'

type Module = {
  decides: string
  tests: string[]
  /** Its tests need a second connection to a real PostgreSQL (a lock held while another request waits). */
  postgres?: boolean
}

const minimumScore = 85
// The PostgreSQL server of the data tests (docs/testing.md); each suite makes a database of its
// own on it and drops it after, so runs beside each other never share tables.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    typecheck: { type: 'boolean', default: false },
    'first-run': { type: 'boolean', default: false },
  },
})

// A first run starts from an empty results file of its own, so the committed one is neither
// reused (every mutant is tested) nor replaced by a measurement.
const firstRunDir = values['first-run'] ? mkdtempSync(path.join(tmpdir(), 'mutation-first-run-')) : undefined
const incrementalFile = firstRunDir ? path.join(firstRunDir, 'incremental.json') : 'mutation/incremental.json'

/**
 * CPU seconds used so far by this process and every process under it (Stryker's test runners and
 * their vitest workers), sampled from /proc each second: a runner's time still counts after it
 * ends, which the kernel's children totals miss when a runner is ended without being waited for.
 * NaN where there is no /proc.
 */
// Keyed by process id and start time, so a reused id is a new process.
const cpuByProcess = new Map<string, number>()
function sampleCpu(): void {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return
  }
  const parents = new Map<number, { parent: number; seconds: number; key: string }>()
  for (const name of entries) {
    try {
      // Fields after the command name: state, ppid (2nd), …, utime and stime (12th, 13th), start time (20th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100
      parents.set(Number(name), { parent: Number(fields[1]), seconds, key: `${name}:${fields[19]}` })
    } catch {
      // The process ended while being read.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 50; hops++) {
      if (current === process.pid) return true
      current = parents.get(current)?.parent ?? 0
    }
    return false
  }
  for (const [pid, { seconds, key }] of parents) if (isOurs(pid)) cpuByProcess.set(key, Math.max(seconds, cpuByProcess.get(key) ?? 0))
}
function cpuSeconds(): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN
  sampleCpu()
  return [...cpuByProcess.values()].reduce((sum, seconds) => sum + seconds, 0)
}
setInterval(sampleCpu, 1000).unref()

const { modules } = JSON.parse(readFileSync('mutation/modules.json', 'utf8')) as { modules: Record<string, Module> }
const asked = positionals.map((file) => path.relative(root, path.resolve(file)).split(path.sep).join('/'))
const unknown = asked.filter((file) => !(file in modules))
if (unknown.length > 0) {
  console.error(`Not in mutation/modules.json: ${unknown.join(', ')}. List a module there (with its tests) first.`)
  process.exit(2)
}
const selected = asked.length > 0 ? asked : Object.keys(modules)

// The type checker compiles only the listed modules (and what they import): a half-written file
// elsewhere in a shared tree must not stop the run. Generated so the list is kept in one place.
writeFileSync(
  'mutation/tsconfig.json',
  `${JSON.stringify(
    {
      extends: '../tsconfig.json',
      compilerOptions: { incremental: false },
      // `include` would otherwise be inherited, and with it every file of the project.
      include: [],
      files: [...globSync('src/**/*.d.ts'), ...Object.keys(modules)].map((file) => `../${file}`),
    },
    null,
    2,
  )}\n`,
)

/** Whether any of `testFiles` reaches the test databases (testing.server.ts) through its imports. */
function opensTestDatabase(testFiles: string[]): boolean {
  const target = path.resolve('src/server/db/testing.server.ts')
  const seen = new Set<string>()
  const pending = testFiles.map((file) => path.resolve(file))
  const resolveImport = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('~/')
      ? path.resolve('src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined
    if (!base) return undefined
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
    )
  }
  while (pending.length > 0) {
    const file = pending.pop()!
    if (file === target) return true
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const resolved = resolveImport(file, specifier!)
      if (resolved) pending.push(resolved)
    }
  }
  return false
}

// A run per module whose tests open a database, against that module's tests only: a database
// mutant costs seconds (its tests open a database each time), so each runs no more tests than its
// module lists. The modules whose tests open none are mutated together in one run, each mutant
// against the listed tests that reach it (perTest coverage): a run's fixed cost (starting vitest
// in each runner, the first full test run) is then paid once, not once per small module.
// Each run carries the others' results over in the incremental file, so the last run's results
// are the whole list's.
type Run = { files: string[]; tests: string[]; onDatabase: boolean; postgres: boolean }
const runs: Run[] = []
for (const file of selected) {
  const onDatabase = opensTestDatabase(modules[file]!.tests)
  const postgres = modules[file]!.postgres === true
  const shared = !onDatabase && !postgres ? runs.find((run) => !run.onDatabase && !run.postgres) : undefined
  if (shared) {
    shared.files.push(file)
    shared.tests = [...new Set([...shared.tests, ...modules[file]!.tests])]
  } else runs.push({ files: [file], tests: modules[file]!.tests, onDatabase, postgres })
}

// Every listed suite's slowest test takes about 4 s alone (staff sign-in's 30 password hashes);
// 10 s leaves room for two runners side by side. A mutant that hangs a test is then killed in
// 10 s, not timed out at Stryker's 20 s plus its restart of the runner (decision 0044).
process.env.VITEST_TEST_TIMEOUT_MS = '10000'
const started = Date.now()
const startedCpu = cpuSeconds()
/** Minutes per run, keyed by its modules joined; a module run alone is its own key. */
const times = new Map<string, { minutes: number; cpuMinutes: number }>()
let results: Awaited<ReturnType<Stryker['runMutationTest']>> = []
for (const run of runs) {
  const runStarted = Date.now()
  const runCpu = cpuSeconds()
  for (const file of run.files) console.log(`\n── ${file}: ${modules[file]!.decides}${run.onDatabase ? ' (tests on a database)' : ''}`)
  // Set or cleared per run: Stryker's test runner processes, started by each run, inherit it.
  if (run.postgres) process.env.TEST_DATABASE_URL = testDatabaseUrl
  else delete process.env.TEST_DATABASE_URL
  // vitest's global setup migrates and seeds template databases (tests/db-templates.ts), seconds of
  // CPU in each of a run's test runners; a run whose tests open no database does without.
  if (run.onDatabase) delete process.env.TEST_DB_TEMPLATES
  else process.env.TEST_DB_TEMPLATES = 'none'
  results = await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: run.files,
    testFiles: run.tests,
    force: values.force,
    incrementalFile,
    ...(values.typecheck ? { checkers: ['typescript'] } : {}),
  }).runMutationTest()
  const time = { minutes: (Date.now() - runStarted) / 60_000, cpuMinutes: (cpuSeconds() - runCpu) / 60 }
  times.set(run.files.join(' '), time)
  // Said at once, so a long run that is stopped still leaves each finished run's time.
  const name = run.files.length === 1 ? run.files[0] : `${run.files.length} modules whose tests open no database`
  console.log(`\n── ${name} done: ${time.minutes.toFixed(1)} minutes, ${time.cpuMinutes.toFixed(1)} CPU minutes`)
}
if (firstRunDir) rmSync(firstRunDir, { recursive: true, force: true })

type Tally = { killed: number; survived: number; noCoverage: number; timeout: number; invalid: number }
const tallies = new Map<string, Tally>()
for (const result of results) {
  const file = path.relative(root, result.fileName).split(path.sep).join('/')
  const tally = tallies.get(file) ?? { killed: 0, survived: 0, noCoverage: 0, timeout: 0, invalid: 0 }
  if (result.status === 'Killed') tally.killed++
  else if (result.status === 'Timeout') tally.timeout++
  else if (result.status === 'Survived') tally.survived++
  else if (result.status === 'NoCoverage') tally.noCoverage++
  else tally.invalid++
  tallies.set(file, tally)
}

const score = (tally: Tally) => {
  const detected = tally.killed + tally.timeout
  const valid = detected + tally.survived + tally.noCoverage
  return valid === 0 ? 100 : (100 * detected) / valid
}

const rows = Object.keys(modules)
  .filter((file) => tallies.has(file))
  .map((file) => ({ file, tally: tallies.get(file)!, rerun: selected.includes(file) }))
const width = Math.max(...rows.map((row) => row.file.length))
console.log(`\nMutation score per module (minimum ${minimumScore}%; * = carried over from an earlier run)\n`)
console.log(`${'module'.padEnd(width)}   score  killed  survived  no cover  timeout  not compiled  minutes  CPU min`)
for (const { file, tally, rerun } of rows) {
  const mark = rerun ? ' ' : '*'
  const time = times.get(file)
  console.log(
    `${file.padEnd(width)} ${mark} ${score(tally).toFixed(1).padStart(5)}%  ${String(tally.killed).padStart(6)}  ${String(tally.survived).padStart(8)}  ${String(tally.noCoverage).padStart(8)}  ${String(tally.timeout).padStart(7)}  ${String(tally.invalid).padStart(12)}  ${(time?.minutes.toFixed(1) ?? '').padStart(7)}  ${(time?.cpuMinutes.toFixed(1) ?? '').padStart(7)}`,
  )
}
for (const [key, time] of times) {
  const files = key.split(' ')
  if (files.length > 1) {
    console.log(
      `\nThe ${files.length} modules whose tests open no database, in one run: ${time.minutes.toFixed(1)} minutes, ${time.cpuMinutes.toFixed(1)} CPU minutes`,
    )
  }
}
// CPU time next to wall time: on a shared machine the wall time also measures the neighbours.
console.log(
  `\n${((Date.now() - started) / 60_000).toFixed(1)} minutes (${((cpuSeconds() - startedCpu) / 60).toFixed(1)} CPU minutes, test runners included). Survivors known to be equivalent: mutation/equivalent-mutants.md`,
)

const below = selected.filter(
  (file) => score(tallies.get(file) ?? { killed: 0, survived: 0, noCoverage: 0, timeout: 0, invalid: 0 }) < minimumScore,
)
if (below.length > 0) {
  console.error(`\nUnder ${minimumScore}%: ${below.join(', ')}`)
  process.exit(1)
}
