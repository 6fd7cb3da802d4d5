import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { concurrentJobs, imageWorkLoad, pixelBudget, runImageJob } from './image-work.server'

const later = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('image work in this process (issue 32)', () => {
  it('runs at most two jobs at once, within the pixel budget, in order of arrival', async () => {
    expect(sharp.concurrency()).toBe(1)
    let running = 0
    let most = 0
    const started: number[] = []
    const job = (index: number, pixels: number) =>
      runImageJob(pixels, async () => {
        started.push(index)
        running += 1
        most = Math.max(most, running)
        expect(imageWorkLoad().pixelsInUse).toBeLessThanOrEqual(Math.max(pixels, pixelBudget))
        await later()
        running -= 1
        return index
      })
    const results = await Promise.all([job(0, 24e6), job(1, 24e6), job(2, 30e6), job(3, 1e6), job(4, 1e6), job(5, 1e6)])
    expect(results).toEqual([0, 1, 2, 3, 4, 5])
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(most).toBeLessThanOrEqual(concurrentJobs)
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0, pixelsInUse: 0 })
  })

  it('gives its turn back when a job fails', async () => {
    await expect(runImageJob(1, () => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture')
    expect(await runImageJob(1, async () => 'next')).toBe('next')
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0, pixelsInUse: 0 })
  })
})
