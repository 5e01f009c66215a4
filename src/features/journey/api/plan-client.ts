import { callFunction } from '@/lib/functions/function-client'
import { coalesce } from './coalesce'
import { planActionAnswerSchema, planViewSchema, type PlanView } from '@/lib/contracts/plan'

/**
 * The family's plan through the journey function (docs/product/plan.md) and the one client (ADR 180). This module
 * is part of the plan's own chunk, loaded once the journey page shows the plan: zod parses every answer here
 * without reaching the page's first bytes.
 */
const headers = (token: string) => ({ 'X-Journey-Token': token })

export const getPlan = (token: string): Promise<PlanView> =>
  coalesce(`plan:${token}`, () =>
    callFunction('journey', {
      method: 'GET',
      path: '/plan',
      headers: headers(token),
      parse: (data) => planViewSchema.parse(data),
    }),
  )

const CHANGED = 'radici:plan-changed'

/** Tells the page's status strip that the plan changed (an answer, a newer version loaded in place). */
export function announcePlanChanged(): void {
  window.dispatchEvent(new Event(CHANGED))
}

export function onPlanChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener)
  return () => window.removeEventListener(CHANGED, listener)
}

const post = (token: string, path: string, body: unknown): Promise<PlanView> =>
  callFunction('journey', {
    method: 'POST',
    path,
    body,
    headers: headers(token),
    parse: (data) => planActionAnswerSchema.parse(data),
  })

export const acceptPlan = (token: string, versionId: string, name: string, terms: boolean) =>
  post(token, '/plan/accept', { versionId, name, terms })

export const declinePlan = (token: string, versionId: string, reason: string) =>
  post(token, '/plan/decline', { versionId, reason })

export const askAboutPlan = (
  token: string,
  message: { kind: 'question' | 'change'; body: string; versionId?: string; dayIndex?: number },
) => post(token, '/plan/messages', message)
