import { CalendarClock, Inbox, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'

import type { InquiryStats } from '@/features/admin/leads/lib/stats'
import { teamDay } from '@/features/admin/console/lib/team-time'

function SummaryCard({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-terracotta-50 text-terracotta-600 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-soft">{label}</p>
        {children}
      </div>
    </div>
  )
}

export function SummaryCards({ stats }: { stats: InquiryStats }) {
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={<Inbox aria-hidden="true" />} label="Total Inquiries">
        <p className="font-display text-3xl font-semibold text-ink">
          {stats.total.toLocaleString('en-US')}
        </p>
      </SummaryCard>
      <SummaryCard icon={<CalendarClock aria-hidden="true" />} label="This Week">
        <p className="font-display text-3xl font-semibold text-ink">
          {stats.thisWeek.toLocaleString('en-US')}
        </p>
      </SummaryCard>
      <SummaryCard icon={<Sparkles aria-hidden="true" />} label="Latest Inquiry">
        {stats.latest ? (
          <>
            <p className="truncate font-display text-lg font-semibold text-ink">
              {stats.latest.name}
            </p>
            <p className="text-sm text-ink-soft">{teamDay(stats.latest.created_at)}</p>
          </>
        ) : (
          <p className="font-display text-lg font-semibold text-ink">None yet</p>
        )}
      </SummaryCard>
    </section>
  )
}
