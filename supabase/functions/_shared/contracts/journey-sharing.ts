import { z } from 'zod'

/**
 * The journey page's sharing choices and hand-off status (docs/product/agency-handoff.md, docs/decisions/216):
 *   GET /journey/sharing   what the agency would receive, the choices in force and where the hand-off stands
 *   PUT /journey/sharing   the family's two separate choices with the exact wording it saw, at any time: after the
 *                          agency accepted too, from its next view of the journey (docs/decisions/254)
 */

export const sharingChoiceRequestSchema = z.object({
  agencyId: z
    .string({ error: 'The agency is missing.' })
    .regex(/^[a-z0-9-]{1,64}$/, 'The agency is not one of the site’s agencies.'),
  shareAncestors: z.boolean({ error: 'Choose whether to share your ancestors’ names and towns.' }),
  shareHealth: z.boolean({ error: 'Choose whether to share health and access notes.' }),
  wording: z
    .string({ error: 'The wording you saw is missing.' })
    .trim()
    .min(1, 'The wording you saw is missing.')
    .max(4000, 'The wording is too long.'),
})
export type SharingChoiceRequest = z.infer<typeof sharingChoiceRequestSchema>

export const sharingViewSchema = z.object({
  /** The agency of the accepted plan, with its contact details for the family; null before a plan is accepted. */
  agency: z
    .object({
      id: z.string(),
      contactPerson: z.string().nullable(),
      privacyNoticeUrl: z.string().nullable(),
    })
    .nullable(),
  choice: z
    .object({ shareAncestors: z.boolean(), shareHealth: z.boolean(), chosenAt: z.string() })
    .nullable(),
  handoff: z
    .object({
      agencyId: z.string(),
      state: z.enum(['sent', 'accepted', 'declined']),
      deadlineAt: z.string(),
      overdue: z.boolean(),
      reference: z.string().nullable(),
      contactPerson: z.string().nullable(),
    })
    .nullable(),
})
export type SharingView = z.infer<typeof sharingViewSchema>
