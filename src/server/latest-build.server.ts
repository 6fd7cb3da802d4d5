import { readFile } from 'node:fs/promises'
import { getEnv } from '../../app.config'
import { buildDescriptorSchema, currentBuild, type BuildDescriptor } from '../lib/build/build-info'
import { log } from './log'

/**
 * The build visitors should be running. Normally the one this server runs; with BUILD_INFO_FILE,
 * whatever that file says at this moment (read on every request, so a deploy can announce a new
 * build to pages that this server rendered).
 */
export async function readLatestBuild(): Promise<BuildDescriptor> {
  const file = getEnv().BUILD_INFO_FILE
  if (!file) return currentBuild
  try {
    const parsed = buildDescriptorSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    if (parsed.success) return parsed.data
    log.warn('BUILD_INFO_FILE does not hold a build descriptor; reporting the running build', { file })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn('BUILD_INFO_FILE could not be read; reporting the running build', { file, error })
    }
  }
  return currentBuild
}
