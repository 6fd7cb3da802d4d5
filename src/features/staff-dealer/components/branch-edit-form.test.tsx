import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { StaffBranch } from '../../../contract/staff-dealer'
import { notifySuccess } from '../../../lib/notify'
import { BranchEditForm } from './branch-edit-form'

const saveBranch = vi.hoisted(() => vi.fn())
vi.mock('../staff-dealer.functions', () => ({ saveBranch }))
vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))

const hours = '09:00–12:30, 16:30–22:30'
const branch: StaffBranch = {
  id: 1,
  city: 'Jeddah',
  specialHours: [],
  deletedAt: null,
  purgesOn: null,
  edit: {
    nameAr: 'المعرض الرئيسي بجدة',
    nameEn: 'Jeddah Main Showroom',
    streetAr: 'طريق المدينة المنورة',
    streetEn: 'Al Madinah Road',
    districtAr: 'حي الروضة',
    districtEn: 'Al Rawdah',
    postcode: '23435',
    phone: '012 660 1200',
    workingHoursAr: 'السبت إلى الخميس',
    workingHoursEn: 'Saturday to Thursday',
    mapUrl: 'https://maps.example.sa/jeddah',
    openingHours: {
      saturday: hours,
      sunday: hours,
      monday: hours,
      tuesday: hours,
      wednesday: hours,
      thursday: hours,
      friday: '16:30–22:30',
    },
  },
}

describe('BranchEditForm', () => {
  it('names the branch as it was saved, not as it was before a rename', async () => {
    saveBranch.mockImplementation(({ data }: { data: { edit: StaffBranch['edit'] } }) => Promise.resolve({ ...branch, edit: data.edit }))
    await renderWithRouter(() => <BranchEditForm branch={branch} />)
    fireEvent.change(screen.getByRole('textbox', { name: /Branch name \(English\)/ }), { target: { value: 'Jeddah Flagship' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save branch' }))
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('“Jeddah Flagship” is saved.'))
  })
})
