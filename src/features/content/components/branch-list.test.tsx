import { describe, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { testBranch } from '../../../../tests/fixtures/dealer-settings'
import { expectHoursKeptTogether } from '../../../../tests/fixtures/no-break-expect'
import { BranchList } from './branch-list'

describe('BranchList', () => {
  it('keeps each range of a branch’s working hours on one line', async () => {
    await renderWithRouter(() => <BranchList branches={[testBranch()]} />, { locale: 'ar' })
    const branch = screen.getByTestId('branch')
    expectHoursKeptTogether(within(branch).getByText(/^المعارض:/).textContent)
  })
})
