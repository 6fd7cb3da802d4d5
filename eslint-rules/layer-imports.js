/**
 * `layers/no-restricted-paths`: refuses an import that crosses a layer, given zones of
 * `{ target, from, except?, message }` (paths from the project root; `except` relative to each `from`).
 *
 * Why not eslint-plugin-import-x: it needs a native resolver whose builds for other platforms the
 * registry these machines use does not serve, so `npm ci` refused the lock file (decision 0037).
 * Imports are relative (the `~/` alias was removed, issue 39) and a `~/` one is still resolved to
 * src/ here, so an alias added back cannot open a hole: resolving is a path join, no resolver needed.
 */
import path from 'node:path'

const sourceExtensions = /\.(?:tsx?|jsx?|json)$/

/** A path without its source extension, so `./client` and `./client.ts` name the same module. */
function moduleId(absolutePath) {
  return absolutePath.replace(sourceExtensions, '')
}

/**
 * An area is a file (named with its extension, matched as a module) or a folder (matched by what
 * lies inside it): `src/server.ts` is not inside the folder `src/server`.
 */
function area(absolutePath) {
  return sourceExtensions.test(absolutePath) ? { file: moduleId(absolutePath) } : { folder: absolutePath + path.sep }
}

/** Whether the module `id` (a path without extension) is the area's file or inside its folder. */
function within(id, { file, folder }) {
  return file !== undefined ? id === file : id.startsWith(folder)
}

function asList(value) {
  return Array.isArray(value) ? value : [value]
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers stated in eslint.layers.js.' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossesLayer: '{{ message }}' },
  },
  create(context) {
    const root = context.cwd
    const zones = context.options[0].zones.map((zone) => {
      const froms = asList(zone.from).map((from) => path.resolve(root, from))
      return {
        targets: asList(zone.target).map((target) => area(path.resolve(root, target))),
        froms: froms.map((from) => ({
          source: area(from),
          excepts: (zone.except ?? []).map((except) => area(path.resolve(from, except))),
        })),
        message: zone.message,
      }
    })
    const file = moduleId(context.filename)
    const applicable = zones.filter((zone) => zone.targets.some((target) => within(file, target)))
    if (applicable.length === 0) return {}

    function check(node, source) {
      if (typeof source !== 'string') return
      const resolved = source.startsWith('~/')
        ? path.resolve(root, 'src', source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(context.filename), source)
          : null
      if (resolved === null) return
      const imported = moduleId(resolved)
      for (const zone of applicable) {
        const crosses = zone.froms.some(
          ({ source: from, excepts }) => within(imported, from) && !excepts.some((except) => within(imported, except)),
        )
        if (crosses) {
          context.report({ node, messageId: 'crossesLayer', data: { message: zone.message } })
          return
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

/**
 * `layers/declared-feature`: a file in `src/features/<name>/` whose feature is not declared in
 * eslint.layers.js. An undeclared feature's imports of other features would never be checked.
 */
export const declaredFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'Every feature folder is declared with the features it may use.' },
    schema: [
      {
        type: 'object',
        properties: { features: { type: 'array', items: { type: 'string' } } },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      undeclared:
        'The feature "{{ name }}" is not in featureDependencies (eslint.layers.js): declare it with the features it may use, so its imports are checked.',
    },
  },
  create(context) {
    const features = path.resolve(context.cwd, 'src/features') + path.sep
    if (!context.filename.startsWith(features)) return {}
    const [name, ...rest] = context.filename.slice(features.length).split(path.sep)
    // Files directly in src/features (api-call.ts) belong to no feature.
    if (rest.length === 0 || context.options[0].features.includes(name)) return {}
    return { Program: (node) => context.report({ node, messageId: 'undeclared', data: { name } }) }
  },
}

export const layersPlugin = { rules: { 'no-restricted-paths': noRestrictedPaths, 'declared-feature': declaredFeature } }
