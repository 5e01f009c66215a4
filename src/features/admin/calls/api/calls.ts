import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { callFunction } from '@/lib/functions/function-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { getSupabase } from '@/lib/supabase'

/**
 * The team's calendar (docs/decisions/160): its own hours, overrides and meeting link (row-level security lets a
 * member write only its own rows), and every booked call. Moves and cancels go through the book-call function
 * with the member's session, which sends the families their updated invitations.
 */
export type WeeklyRange = Tables<'team_weekly_hours'>
export type DateOverride = Tables<'team_date_overrides'>
export type TeamCalendar = Tables<'team_calendars'>
/** A booked call with the family's name and the team member's (their calendar name, else their address). */
export type UpcomingCall = Tables<'calls'> & { family: string; member: string }

export const calendarQueryKey = ['admin', 'calendar'] as const
export const callsQueryKey = ['admin', 'calls'] as const

export interface MyCalendar {
  email: string
  weekly: WeeklyRange[]
  overrides: DateOverride[]
  calendar: TeamCalendar | null
}

export function useMyCalendar(email: string) {
  return useQuery({
    queryKey: [...calendarQueryKey, email],
    enabled: email !== '',
    queryFn: async (): Promise<MyCalendar> => {
      const supabase = await getSupabase()
      const [weekly, overrides, calendar] = await Promise.all([
        supabase
          .from('team_weekly_hours')
          .select('*')
          .eq('member_email', email)
          .order('weekday')
          .order('starts'),
        supabase
          .from('team_date_overrides')
          .select('*')
          .eq('member_email', email)
          .gte('day', new Date().toISOString().slice(0, 10))
          .order('day'),
        supabase.from('team_calendars').select('*').eq('member_email', email).maybeSingle(),
      ])
      const error = weekly.error ?? overrides.error ?? calendar.error
      if (error) throw new Error(error.message)
      return {
        email,
        weekly: weekly.data ?? [],
        overrides: overrides.data ?? [],
        calendar: calendar.data,
      }
    },
  })
}

/** Booked calls from `since` on (all members'), with the family's name. */
export function useBookedCalls(since: string) {
  return useQuery({
    queryKey: [...callsQueryKey, since],
    queryFn: async (): Promise<UpcomingCall[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('calls')
        .select('*')
        .eq('status', 'booked')
        .gte('ends_at', since)
        .order('starts_at')
        .limit(200)
      if (error) throw new Error(error.message)
      const ids = [...new Set(data.map((call) => call.inquiry_id))]
      const names = new Map<string, string>()
      const members = new Map<string, string>()
      if (ids.length > 0) {
        const [families, calendars] = await Promise.all([
          supabase.from('form_submissions').select('id, name').in('id', ids),
          supabase.from('team_calendars').select('member_email, display_name'),
        ])
        if (families.error) throw new Error(families.error.message)
        if (calendars.error) throw new Error(calendars.error.message)
        for (const family of families.data) names.set(family.id, family.name)
        for (const calendar of calendars.data)
          if (calendar.display_name) members.set(calendar.member_email, calendar.display_name)
      }
      return data.map((call) => ({
        ...call,
        family: names.get(call.inquiry_id) ?? 'A family',
        member: members.get(call.member_email) ?? call.member_email,
      }))
    },
  })
}

/** The book-call function as the signed-in member: the times a call may move to, move, cancel. */
export async function teamCallAction(
  body:
    | { action: 'team_slots'; call_id: string }
    | { action: 'team_move'; call_id: string; start: string }
    | { action: 'team_cancel'; call_id: string },
): Promise<{
  ok: boolean
  message?: string
  days?: { date: string; slots: { start: string }[] }[]
}> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  try {
    // The contract (and zod) load on the first action, not with the console's pages (docs/performance.md).
    const { teamCallAnswerSchema } = await import('@/lib/contracts/book-call')
    const answer = await callFunction('book-call', {
      body,
      accessToken,
      parse: (data) => teamCallAnswerSchema.parse(data),
    })
    return { ...answer, ok: true }
  } catch (error) {
    return { ok: false, message: functionErrorMessage(FUNCTION_MESSAGES.console, error) }
  }
}

export function useRefreshCalendar() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: calendarQueryKey })
    void client.invalidateQueries({ queryKey: callsQueryKey })
  }
}

async function check<T extends { error: { message: string } | null }>(
  request: PromiseLike<T>,
): Promise<void> {
  const { error } = await request
  if (error) throw new Error(error.message)
}

export async function addWeeklyRange(row: {
  member_email: string
  weekday: number
  starts: string
  ends: string
}): Promise<void> {
  await check((await getSupabase()).from('team_weekly_hours').insert(row))
}

export async function removeWeeklyRange(id: number): Promise<void> {
  await check((await getSupabase()).from('team_weekly_hours').delete().eq('id', id))
}

export async function addOverride(row: {
  member_email: string
  day: string
  kind: 'off' | 'extra'
  starts: string | null
  ends: string | null
}): Promise<void> {
  await check((await getSupabase()).from('team_date_overrides').insert(row))
}

export async function removeOverride(id: number): Promise<void> {
  await check((await getSupabase()).from('team_date_overrides').delete().eq('id', id))
}

export async function saveMeetingLink(
  memberEmail: string,
  meetingUrl: string | null,
): Promise<void> {
  await check(
    (await getSupabase()).from('team_calendars').upsert({
      member_email: memberEmail,
      meeting_url: meetingUrl,
      updated_at: new Date().toISOString(),
    }),
  )
}

/** An inquiry's booked calls (for the outcome prompt on its card). */
export function useInquiryCalls(inquiryId: string) {
  return useQuery({
    queryKey: [...callsQueryKey, 'inquiry', inquiryId],
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      )
        .from('calls')
        .select('*')
        .eq('inquiry_id', inquiryId)
        .eq('status', 'booked')
        .order('starts_at', { ascending: false })
      if (error) throw new Error(error.message)
      return data ?? []
    },
  })
}

export const outcomesQueryKey = [...callsQueryKey, 'awaiting-outcome'] as const

/**
 * Every active inquiry whose booked call has ended with no note since (public.calls_awaiting_outcome): one query
 * for the whole dashboard list, never one per card. Whose cue each row is: lib/call-outcome.ts.
 */
export function useCallsAwaitingOutcome(enabled = true) {
  return useQuery({
    queryKey: outcomesQueryKey,
    enabled,
    // Read afresh on every visit: a note written on the inquiry page ends its card's cue.
    staleTime: 0,
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc('calls_awaiting_outcome')
      if (error) throw new Error(error.message)
      return { rows: data ?? [], checkedAt: Date.now() }
    },
  })
}

/** Every member's weekly hours (Rome time), for the coverage of the families' day (docs/product/booking.md, 'The console'). */
export function useTeamHours() {
  return useQuery({
    queryKey: [...calendarQueryKey, 'team'],
    queryFn: async (): Promise<Pick<WeeklyRange, 'weekday' | 'starts' | 'ends'>[]> => {
      const { data, error } = await (
        await getSupabase()
      )
        .from('team_weekly_hours')
        .select('weekday, starts, ends')
      if (error) throw new Error(error.message)
      return data
    },
  })
}

/** Italy's national holidays of the next 60 days (the book-call function's `holidays`), for the days-off list. */
export function useItalianHolidays() {
  return useQuery({
    queryKey: ['italian-holidays'],
    staleTime: 6 * 3_600_000,
    queryFn: async () => {
      const { holidaysAnswerSchema } = await import('@/lib/contracts/book-call')
      const answer = await callFunction('book-call', {
        body: { action: 'holidays' },
        parse: (data) => holidaysAnswerSchema.parse(data),
      })
      return answer.holidays
    },
  })
}
