import { callFunction } from '@/lib/functions/function-client'
import { coalesce } from './coalesce'
import { sharingViewSchema, type SharingChoiceRequest } from '@/lib/contracts/journey-sharing'

/** The journey page's sharing choices (docs/product/agency-handoff.md), through the one functions client. */
const headers = (token: string) => ({ 'X-Journey-Token': token })

export const getSharing = (token: string) =>
  coalesce(`sharing:${token}`, () =>
    callFunction('journey', {
      method: 'GET',
      path: '/sharing',
      headers: headers(token),
      parse: (data) => sharingViewSchema.parse(data),
    }),
  )

export const saveSharing = (token: string, body: SharingChoiceRequest) =>
  callFunction('journey', {
    method: 'PUT',
    path: '/sharing',
    body,
    headers: headers(token),
    parse: (data) => sharingViewSchema.parse(data),
  })
