/**
 * `npm run test:mutation [-- <module> …]` — mutation testing (StrykerJS, vitest runner) of the
 * modules listed in mutation/modules.json, or of the listed modules given; not part of `npm test`.
 *
 * Each module is mutated in a run of its own, and only its own tests (as listed) run against its
 * mutants. Results are kept in mutation/incremental.json, so a rerun retests only mutants whose
 * code or tests changed, and the results of modules not asked for are carried over. Prints the score per module
 * (killed ÷ killed + survived + no coverage + timeouts counted as killed, mutants that do not
 * compile left out) and exits 1 when an asked-for module is under 85%.
 *
 *   npm run test:mutation                                  every listed module
 *   npm run test:mutation -- src/lib/phone.ts              one module (a rerun takes minutes)
 *   npm run test:mutation -- --force src/lib/phone.ts      ignore the previous results
 *   npm run test:mutation -- --typecheck src/lib/phone.ts  drop mutants that do not compile first (slow)
 */
import { globSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Stryker } from '@stryker-mutator/core'

type Module = { decides: string; tests: string[] }

const minimumScore = 85
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, typecheck: { type: 'boolean', default: false } },
})

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

// One Stryker run per module, against that module's tests only: a mutant of module-level code
// (a "static" mutant, which needs fresh modules) then reruns a few tests, not every listed suite.
// Each run carries the others' results over in the incremental file, so the last run's results
// are the whole list's.
const started = Date.now()
let results: Awaited<ReturnType<Stryker['runMutationTest']>> = []
for (const file of selected) {
  console.log(`\n── ${file}: ${modules[file]!.decides}`)
  results = await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: [file],
    testFiles: modules[file]!.tests,
    force: values.force,
    ...(values.typecheck ? { checkers: ['typescript'] } : {}),
  }).runMutationTest()
}

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
console.log(`${'module'.padEnd(width)}   score  killed  survived  no cover  timeout  not compiled`)
for (const { file, tally, rerun } of rows) {
  const mark = rerun ? ' ' : '*'
  console.log(
    `${file.padEnd(width)} ${mark} ${score(tally).toFixed(1).padStart(5)}%  ${String(tally.killed).padStart(6)}  ${String(tally.survived).padStart(8)}  ${String(tally.noCoverage).padStart(8)}  ${String(tally.timeout).padStart(7)}  ${String(tally.invalid).padStart(12)}`,
  )
}
console.log(`\n${((Date.now() - started) / 60_000).toFixed(1)} minutes. Survivors known to be equivalent: mutation/equivalent-mutants.md`)

const below = selected.filter(
  (file) => score(tallies.get(file) ?? { killed: 0, survived: 0, noCoverage: 0, timeout: 0, invalid: 0 }) < minimumScore,
)
if (below.length > 0) {
  console.error(`\nUnder ${minimumScore}%: ${below.join(', ')}`)
  process.exit(1)
}
