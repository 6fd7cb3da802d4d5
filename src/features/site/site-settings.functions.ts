import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { getSettingsOperation } from '../../contract/content-api'
import { getDealerApi } from '../../dealer-api/client'

/** The dealer's name, logo and contact details in the interface language. */
export const fetchSiteSettings = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => getDealerApi().call(getSettingsOperation, { locale: data.locale }))
