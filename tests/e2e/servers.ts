/** Ports of the two production servers the end-to-end suite starts (see playwright.config.ts). */
export const appPort = Number(process.env.E2E_PORT ?? 3100)
export const brokenApiPort = appPort + 1
export const brokenApiBaseUrl = `http://localhost:${brokenApiPort}`
/** Where the first server reads the latest build's descriptor from (see build-reload.spec.ts). */
export const latestBuildFile = `.test-data/e2e-latest-build-${appPort}.json`
