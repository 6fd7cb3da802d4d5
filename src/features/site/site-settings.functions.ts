import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { getDealerApi } from '../../dealer-api/client'
import type { DealerSettings } from '../../contract/content'

/** The dealer's name, logo and contact details in the interface language. */
export const fetchSiteSettings = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => getDealerApi().get<DealerSettings>('/settings', { locale: data.locale }))
