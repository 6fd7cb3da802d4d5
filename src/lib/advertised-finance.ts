import { appConfig } from '../../app.config.ts'

/**
 * What the "from … / month" on every card assumes, and where the calculator starts: 15% down,
 * 60 months, 4.49% (decision 0050; the figures are set in app.config.ts). Apart from src/lib/finance.ts, which uses it, so a page that
 * only states the terms (the market's monthly filter, decision 0096) does not load the calculator's rules.
 */
export const advertisedFinance = appConfig.advertisedFinance
