import { z } from 'zod'
import { defineRoute } from '../route-kit'
export const healthRoute = defineRoute({ method: 'get', path: '/health', operationId: 'getHealth', summary: 'health', tag: 'system', response: z.object({ status: z.literal('ok') }), handler: () => ({ status: 'ok' as const }) })
