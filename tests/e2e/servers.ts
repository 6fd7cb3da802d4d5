/** Ports of the two production servers the end-to-end suite starts (see playwright.config.ts). */
export const appPort = Number(process.env.E2E_PORT ?? 3100)
export const brokenApiPort = appPort + 1
export const brokenApiBaseUrl = `http://localhost:${brokenApiPort}`
/** Where the first server reads the latest build's descriptor from (see build-reload.spec.ts). */
export const latestBuildFile = `.test-data/e2e-latest-build-${appPort}.json`

/** Where a suite server (suite-server.ts) on `port` writes what it delivers: SMS, mail, webhooks. */
export const deliveriesFileOf = (port: number) => `.test-data/e2e-deliveries-${port}.jsonl`
/** The key the suite servers sign their webhook deliveries with (and the receiver checks). */
export const suiteWebhookSecret = 'e2e-suite-webhook-secret-0123456789abcdef'
