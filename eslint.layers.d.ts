/** The types of eslint.layers.js, for the TypeScript that tests it (eslint.layers.test.ts). */
export declare const featureDependencies: Record<string, readonly string[]>
export declare function featureCycle(uses: Record<string, readonly string[]>): string[] | null
export declare const layerRules: readonly object[]
