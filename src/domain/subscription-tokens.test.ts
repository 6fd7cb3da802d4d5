import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { subscriptionTokenSchema } from '../contract/subscriptions'
import {
  alertConfirmationToken,
  alertsToken,
  confirmationToken,
  readAlertConfirmationToken,
  readAlertsToken,
  readConfirmationToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from './subscription-tokens'
import * as z from 'zod/mini'

const secret = 'the-secret-of-the-subscription-token-test'
const id = '3f1c2b7a-9d4e-4c61-8a2f-0b5e6d7c8a91'
const expiresAt = new Date('2026-12-01T10:00:00Z')

describe('subscription tokens', () => {
  it('reads back the subscription and expiry a confirmation token was made for', () => {
    const token = confirmationToken(secret, id, expiresAt)
    expect(token).toMatch(/^c\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/)
    expect(readConfirmationToken(secret, token)).toEqual({ id, expiresAt })
    expect(z.safeParse(subscriptionTokenSchema, token).success).toBe(true)
  })

  it('reads back the subscription an unsubscribe token was made for, with no end', () => {
    const token = unsubscribeToken(secret, id)
    expect(token).toMatch(/^u\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(readUnsubscribeToken(secret, token)).toEqual({ id })
    expect(z.safeParse(subscriptionTokenSchema, token).success).toBe(true)
  })

  it('refuses a token made with another secret', () => {
    expect(readConfirmationToken('another-secret', confirmationToken(secret, id, expiresAt))).toBeNull()
    expect(readUnsubscribeToken('another-secret', unsubscribeToken(secret, id))).toBeNull()
  })

  it('refuses a token whose subscription or expiry was changed, and one kind taken for the other', () => {
    const other = '3f1c2b7a-9d4e-4c61-8a2f-0b5e6d7c8a92'
    const [, , expiry, signature] = confirmationToken(secret, id, expiresAt).split('.')
    const [, otherId] = confirmationToken(secret, other, expiresAt).split('.')
    expect(readConfirmationToken(secret, `c.${otherId}.${expiry}.${signature}`)).toBeNull()
    const later = (parseInt(expiry!, 36) + 86_400).toString(36)
    const [, ownId] = confirmationToken(secret, id, expiresAt).split('.')
    expect(readConfirmationToken(secret, `c.${ownId}.${later}.${signature}`)).toBeNull()
    const unsubscribe = unsubscribeToken(secret, id)
    expect(readConfirmationToken(secret, unsubscribe)).toBeNull()
    expect(readUnsubscribeToken(secret, `u.${ownId}.${signature}`)).toBeNull()
  })

  it('refuses every altered signature', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
          minLength: 22,
          maxLength: 22,
        }),
        (forged) => {
          const [kind, idText] = unsubscribeToken(secret, id).split('.')
          const genuine = unsubscribeToken(secret, id).split('.')[2]
          fc.pre(forged !== genuine)
          expect(readUnsubscribeToken(secret, `${kind}.${idText}.${forged}`)).toBeNull()
        },
      ),
    )
  })

  it('refuses a token with its kind changed or a part added, though the signature is genuine', () => {
    const [, ownId, expiry, signature] = confirmationToken(secret, id, expiresAt).split('.')
    expect(readConfirmationToken(secret, `x.${ownId}.${expiry}.${signature}`)).toBeNull()
    expect(readConfirmationToken(secret, `c.${ownId}.${expiry}.${signature}.more`)).toBeNull()
    const [, , unsubscribeSignature] = unsubscribeToken(secret, id).split('.')
    expect(readUnsubscribeToken(secret, `x.${ownId}.${unsubscribeSignature}`)).toBeNull()
    expect(readUnsubscribeToken(secret, `u.${ownId}.${unsubscribeSignature}.more`)).toBeNull()
  })

  /** A token signed with the secret but shaped by hand: what only a bug (or a leaked secret) could make. */
  const signedByHand = (body: string) =>
    `${body}.${createHmac('sha256', secret).update(body).digest().subarray(0, 16).toString('base64url')}`

  it('refuses a signed token that names no subscription id, or names one in a second spelling', () => {
    const [, ownId] = unsubscribeToken(secret, id).split('.')
    // 16 bytes take 22 base64url letters, the last carrying 4 unused bits: flipping one spells the same id anew.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sameBytesOtherSpelling = `${ownId!.slice(0, -1)}${alphabet[alphabet.indexOf(ownId!.at(-1)!) ^ 1]}`
    expect(Buffer.from(sameBytesOtherSpelling, 'base64url').toString('hex')).toBe(id.replace(/-/g, ''))
    expect(readUnsubscribeToken(secret, signedByHand(`u.${sameBytesOtherSpelling}`))).toBeNull()
    expect(readUnsubscribeToken(secret, signedByHand('u.AAAA'))).toBeNull()
    expect(readConfirmationToken(secret, signedByHand(`c.${ownId}.zz`))).toEqual({ id, expiresAt: new Date(parseInt('zz', 36) * 1000) })
    expect(readConfirmationToken(secret, signedByHand('c.AAAA.zz'))).toBeNull()
  })

  it('refuses a signed confirmation whose expiry is not 1 to 10 base-36 digits', () => {
    const [, ownId] = confirmationToken(secret, id, expiresAt).split('.')
    for (const expiry of ['zzzzzzzzzzz', '-1', 'zz!', ''])
      expect(readConfirmationToken(secret, signedByHand(`c.${ownId}.${expiry}`)), expiry).toBeNull()
  })

  it('refuses malformed tokens without throwing', () => {
    for (const token of ['', 'c', 'u..', 'c.a.b.c', 'x.a.b', 'u.short.sig', 'c.AAAAAAAAAAAAAAAAAAAAAA.zzzzzzzzzzz.sig'])
      expect(() => [readConfirmationToken(secret, token), readUnsubscribeToken(secret, token)]).not.toThrow()
    expect(readUnsubscribeToken(secret, 'u.short.sig')).toBeNull()
  })
})

describe('alert tokens (decision 0098)', () => {
  const alertSecret = 'the-alert-links-secret'
  const alertId = '0f7d3c9e-5b1a-4e62-9a51-2c8e4b7d6a10'
  const later = new Date('2031-03-17T07:00:00Z')

  it('name what they were made for, and nothing else', () => {
    const confirm = alertConfirmationToken(alertSecret, alertId, later)
    const list = alertsToken(alertSecret, alertId)
    expect(confirm).toMatch(/^k\./)
    expect(list).toMatch(/^a\./)
    expect(readAlertConfirmationToken(alertSecret, confirm)).toEqual({ id: alertId, expiresAt: later })
    expect(readAlertsToken(alertSecret, list)).toEqual({ id: alertId })
    // Never taken for another purpose, nor for the mailing list's.
    expect(readAlertsToken(alertSecret, confirm)).toBeNull()
    expect(readAlertConfirmationToken(alertSecret, list)).toBeNull()
    expect(readUnsubscribeToken(alertSecret, list)).toBeNull()
    expect(readAlertsToken(alertSecret, unsubscribeToken(alertSecret, alertId))).toBeNull()
    expect(readConfirmationToken(alertSecret, confirm)).toBeNull()
    expect(readAlertsToken(alertSecret, list.replace(/^a\./, 'u.'))).toBeNull()
    expect(readAlertsToken('another-secret', list)).toBeNull()
  })
})
