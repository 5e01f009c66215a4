import { z } from 'zod'

/**
 * The research-fee contract (docs/product/payments.md, docs/decisions/210 and 212): the family's actions with its
 * private link (status, checkout) and the team's with its session (team_status, refund). The function parses
 * with these; the app imports the copy `npm run gen:types` writes to src/lib/contracts/.
 */

const token = z
  .string({ error: 'The private link is missing.' })
  .min(1, 'The private link is missing.')
  .max(200)
const inquiryId = z.uuid({ error: 'Not an inquiry id.' })

export const researchFeeRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), token }),
    z.object({ action: z.literal('checkout'), token }),
    z.object({ action: z.literal('team_status'), inquiry_id: inquiryId }),
    z.object({
      action: z.literal('refund'),
      inquiry_id: inquiryId,
      // Omitted: everything that remains.
      amount_minor: z
        .number({ error: 'The amount must be a whole number of cents.' })
        .int('The amount must be a whole number of cents.')
        .min(1, 'The amount must be at least 1 cent.')
        .max(10_000_000, 'The amount is too large.')
        .optional(),
      reason: z
        .string({ error: 'The reason is missing.' })
        .trim()
        .min(1, 'The reason is missing.')
        .max(500, 'At most 500 characters.'),
      idempotency_key: z
        .string({ error: 'The idempotency key is missing.' })
        .regex(/^[A-Za-z0-9_-]{8,100}$/, '8 to 100 letters, digits, - or _.'),
    }),
  ],
  { error: 'One of: status, checkout, team_status, refund.' },
)

export type ResearchFeeRequest = z.infer<typeof researchFeeRequestSchema>

export function parseResearchFeeRequest(
  body: unknown,
): { ok: true; value: ResearchFeeRequest } | { ok: false; fields: Record<string, string> } {
  const parsed = researchFeeRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_')
    fields[field] ??= issue.message
  }
  return { ok: false, fields }
}

export const paymentStateSchema = z.enum([
  'open',
  'processing',
  'paid',
  'expired',
  'failed',
  'refunded',
  'partially_refunded',
])

/** What the family sees: no accepted plan (null fee), the fee to pay, or the payment's state. */
export const researchFeeStatusSchema = z.object({
  ok: z.literal(true),
  fee: z
    .object({
      amount_minor: z.number().int(),
      currency: z.enum(['USD', 'EUR']),
      plan_version: z.number().int(),
    })
    .nullable(),
  // Online payment is offered: false when the server has no Stripe keys (the team sends instructions).
  online: z.boolean(),
  payment: z
    .object({
      state: paymentStateSchema,
      paid_at: z.string().nullable(),
      // Returned to the family (succeeded refunds), and on its way (pending ones: ADR 240).
      refunded_minor: z.number().int(),
      refund_pending_minor: z.number().int(),
    })
    .nullable(),
})
export type ResearchFeeStatus = z.infer<typeof researchFeeStatusSchema>

export const researchFeeCheckoutSchema = z.object({ ok: z.literal(true), url: z.url() })

export const researchRefundSchema = z.object({
  amount_minor: z.number().int(),
  reason: z.string(),
  by_name: z.string(),
  created_at: z.string(),
  // Stripe's status (ADR 240): a failed refund returned nothing and no longer counts.
  status: z.enum(['pending', 'succeeded', 'failed']),
})

export const researchFeeTeamStatusSchema = z.object({
  ok: z.literal(true),
  payment: z
    .object({
      state: paymentStateSchema,
      amount_minor: z.number().int(),
      currency: z.enum(['USD', 'EUR']),
      refunded_minor: z.number().int(),
      refund_pending_minor: z.number().int(),
      paid_at: z.string().nullable(),
      refunds: z.array(researchRefundSchema),
    })
    .nullable(),
})
export type ResearchFeeTeamStatus = z.infer<typeof researchFeeTeamStatusSchema>
