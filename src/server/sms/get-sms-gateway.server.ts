/**
 * The SMS gateway this process sends through, chosen by SMS_PROVIDER (app.config.ts validates
 * that the chosen provider's settings are all there).
 */
import { getEnv, type Env } from '../../../app.config.ts'
import { recordSmsSend } from '../metrics.ts'
import { createConsoleGateway } from './console-gateway.server.ts'
import { createMsegatGateway } from './msegat-gateway.server.ts'
import type { SmsGateway } from './sms-gateway.server.ts'
import { createTaqnyatGateway } from './taqnyat-gateway.server.ts'
import { createUnifonicGateway } from './unifonic-gateway.server.ts'

export type SmsEnv = Pick<
  Env,
  | 'SMS_PROVIDER'
  | 'SMS_TIMEOUT_MS'
  | 'UNIFONIC_APP_SID'
  | 'UNIFONIC_SENDER_ID'
  | 'UNIFONIC_BASE_URL'
  | 'TAQNYAT_TOKEN'
  | 'TAQNYAT_SENDER'
  | 'TAQNYAT_BASE_URL'
  | 'MSEGAT_USERNAME'
  | 'MSEGAT_API_KEY'
  | 'MSEGAT_SENDER'
  | 'MSEGAT_BASE_URL'
>

/** A gateway for `env` (tests pass their own, pointing a gateway at a local fake). */
export function createSmsGateway(env: SmsEnv): SmsGateway {
  const timeoutMs = env.SMS_TIMEOUT_MS
  switch (env.SMS_PROVIDER) {
    case 'console':
      return createConsoleGateway()
    case 'unifonic':
      return createUnifonicGateway({
        appSid: required(env, 'UNIFONIC_APP_SID'),
        senderId: env.UNIFONIC_SENDER_ID,
        baseUrl: env.UNIFONIC_BASE_URL,
        timeoutMs,
      })
    case 'taqnyat':
      return createTaqnyatGateway({
        token: required(env, 'TAQNYAT_TOKEN'),
        sender: required(env, 'TAQNYAT_SENDER'),
        baseUrl: env.TAQNYAT_BASE_URL,
        timeoutMs,
      })
    case 'msegat':
      return createMsegatGateway({
        userName: required(env, 'MSEGAT_USERNAME'),
        apiKey: required(env, 'MSEGAT_API_KEY'),
        sender: required(env, 'MSEGAT_SENDER'),
        baseUrl: env.MSEGAT_BASE_URL,
        timeoutMs,
      })
  }
}

/** The gateway with each send counted in /metrics by provider and outcome (never the number). */
export function countedSends(gateway: SmsGateway): SmsGateway {
  return {
    provider: gateway.provider,
    async send(message) {
      try {
        const sent = await gateway.send(message)
        recordSmsSend(gateway.provider, 'sent')
        return sent
      } catch (error) {
        recordSmsSend(gateway.provider, 'failed')
        throw error
      }
    },
  }
}

function required(env: SmsEnv, name: keyof SmsEnv): string {
  const value = env[name]
  if (typeof value !== 'string' || value === '') throw new Error(`${name} is required when SMS_PROVIDER=${env.SMS_PROVIDER}`)
  return value
}

let shared: SmsGateway | undefined

/** The process's gateway, made on first use. */
export function getSmsGateway(): SmsGateway {
  if (shared) return shared
  // A production start with the console provider has said so already (server/serve.ts).
  shared = countedSends(createSmsGateway(getEnv()))
  return shared
}
