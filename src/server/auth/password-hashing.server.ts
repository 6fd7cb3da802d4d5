/**
 * How staff passwords are hashed and checked: Better Auth's own scrypt (node:crypto, N = 16384,
 * r = 16, p = 1, a 64-byte key, a random 16-byte salt; stored as `salt:key` in hex). Named here so
 * that a test pins its cost (password-hashing.server.test.ts) and so that the unit tests can hand
 * staff-auth.server.ts a cheap one in its place.
 *
 * That swap lives in the unit tests' configuration alone (vitest.config.ts resolves this module,
 * when staff-auth.server.ts imports it, to tests/cheap-password-hashing.ts). No setting of the app
 * or the build chooses it, and a hash the cheap one makes never verifies here.
 */
import { hashPassword, verifyPassword } from 'better-auth/crypto'

export type PasswordHashing = {
  hash: (password: string) => Promise<string>
  verify: (data: { hash: string; password: string }) => Promise<boolean>
}

export const staffPasswordHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword }
