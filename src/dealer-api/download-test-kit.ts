/** A download operation shaped like the real ones (a staff report's CSV), for the client's tests. */
import { z } from 'zod'
import { fileAnswerSchema } from '../contract/file-answer'
import { defineOperation } from '../contract/operation'

export const downloadReport = defineOperation({
  method: 'get',
  path: '/reports/:id/file',
  operationId: 'downloadReport',
  summary: 'test',
  tag: 'test',
  params: z.object({ id: z.number() }),
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
})
