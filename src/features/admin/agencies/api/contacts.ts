import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  agencyContactSchema,
  type AgencyContact,
  type AgencyContactRequest,
} from '@/lib/contracts/agency'
import { callFunction } from '@/lib/functions/function-client'
import { getSupabase } from '@/lib/supabase'

/**
 * The console's Agencies page (docs/product/agency-handoff.md, "Agency contacts"): the contacts are read under
 * row-level security (admins only) and saved through the agency function, which checks every field first.
 */
const contactsKey = ['agency-contacts'] as const

export async function getAgencyContacts(): Promise<AgencyContact[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('agency_contacts')
    .select(
      'agency_id, handoff_email, contact_person, language, privacy_notice_url, takes_handoffs, is_sample, updated_at',
    )
    .order('agency_id')
  if (error) throw new Error(error.message)
  return data.map((row) =>
    agencyContactSchema.parse({
      agencyId: row.agency_id,
      handoffEmail: row.handoff_email,
      contactPerson: row.contact_person,
      language: row.language,
      privacyNoticeUrl: row.privacy_notice_url,
      takesHandoffs: row.takes_handoffs,
      isSample: row.is_sample,
      updatedAt: row.updated_at,
    }),
  )
}

export function useAgencyContacts() {
  return useQuery({ queryKey: contactsKey, queryFn: getAgencyContacts })
}

/** Saves one agency's contact; a FunctionError's `fields` name what the server refused. */
export async function saveAgencyContact(
  agencyId: string,
  contact: AgencyContactRequest,
): Promise<AgencyContact> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  return callFunction('agency', {
    method: 'POST',
    path: `/team/contacts/${encodeURIComponent(agencyId)}`,
    body: contact,
    accessToken,
    parse: (data) => agencyContactSchema.parse(data),
  })
}

export function useSaveAgencyContact(agencyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['agency-contact', agencyId],
    mutationFn: (contact: AgencyContactRequest) => saveAgencyContact(agencyId, contact),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  })
}
