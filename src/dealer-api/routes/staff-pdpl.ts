import {
  correctPdplRequestOperation,
  erasePdplRequestOperation,
  exportPdplRequestOperation,
  getPdplRequestOperation,
  listPdplRequestsOperation,
  logPdplRequestOperation,
} from '../../contract/pdpl-api'
import { buildPersonExport } from '../../domain/pdpl-export'
import {
  correctPdplRequest,
  erasePdplRequest,
  exportPdplRequest,
  listPdplRequests,
  logPdplRequest,
  pdplRequestDetail,
  type PdplRefusal,
} from '../../domain/pdpl-requests'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

function refuse(refusal: PdplRefusal): never {
  if (refusal.refused === 'not_found') notFound()
  if (refusal.refused === 'received_in_future') {
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { receivedOn: [fieldMessages.receivedOn] })
  }
  throw new ApiError(409, 'conflict', apiMessages.pdplErased)
}

const answer = <T extends object>(result: T | PdplRefusal): T => ('refused' in result ? refuse(result) : result)

export const staffPdplRoutes: RouteDefinition[] = [
  implement(listPdplRequestsOperation, async (context) => ({ items: await listPdplRequests(await context.db()) })),
  implement(logPdplRequestOperation, async (context) => {
    const staff = staffOf(context)
    return answer(await (await context.db()).transaction((tx) => logPdplRequest(tx, staff, context.body)))
  }),
  implement(getPdplRequestOperation, async (context) => answer(await pdplRequestDetail(await context.db(), context.params.id))),
  implement(exportPdplRequestOperation, async (context) => {
    const staff = staffOf(context)
    const file = answer(
      await (
        await context.db()
      ).transaction((tx) =>
        exportPdplRequest(tx, staff, context.params.id, context.query.format, (data, request, format) =>
          buildPersonExport(data, request, format),
        ),
      ),
    )
    return {
      content: file.content,
      headers: {
        'Content-Type': context.query.format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      },
    }
  }),
  implement(correctPdplRequestOperation, async (context) => {
    const staff = staffOf(context)
    const { name, email, mobile } = context.body
    const correction = { name: name || null, email: email || null, mobile: mobile || null }
    return answer(await (await context.db()).transaction((tx) => correctPdplRequest(tx, staff, context.params.id, correction)))
  }),
  implement(erasePdplRequestOperation, async (context) => {
    const staff = staffOf(context)
    return answer(await (await context.db()).transaction((tx) => erasePdplRequest(tx, staff, context.params.id)))
  }),
]
