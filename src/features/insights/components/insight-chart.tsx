import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts'

/**
 * The Insights page's charts, drawn with Recharts (docs/decisions/172-charts-with-recharts.md). This module is
 * loaded lazily by the Insights route only: no public page ever loads it. Each chart is hidden from assistive
 * technology and keyboards (aria-hidden, inert: no hover tooltips either): the table beside it says the same.
 */
export const SERIES_COLORS = [
  '#b85a38',
  '#6e7c47',
  '#d4ab55',
  '#7a3b2a',
  '#aeb98a',
  '#94701f',
  '#dc9b80',
  '#434c2d',
  '#4a3d35',
  '#e3c57e',
]

/** 1.2K, 75K: axis labels that fit. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' })

export interface ChartData {
  /** One entry per bar group (a week, a step, a status). */
  rows: Array<Record<string, string | number>>
  /** The property of a row that names it on the x axis. */
  category: string
  /** The series drawn (stacked when there are several, unless `stacked` is false: side by side). */
  series: string[]
  stacked?: boolean
}

export function InsightChart({ data }: { data: ChartData }) {
  const stacked = data.series.length > 1 && data.stacked !== false
  return (
    // inert: Recharts makes parts of its SVG focusable; the table beside the chart is what keyboards reach.
    <div aria-hidden="true" inert className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data.rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#f2e5cc" vertical={false} />
          <XAxis dataKey={data.category} tick={{ fontSize: 11, fill: '#4a3d35' }} />
          <YAxis
            allowDecimals={false}
            width={40}
            tickFormatter={(value: number) => compact.format(value)}
            tick={{ fontSize: 11, fill: '#4a3d35' }}
          />
          {data.series.length > 1 ? (
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              // Recharts colors a legend's text with its series color, too pale for some regions (issue 38):
              // the swatch keeps the color, the name is ink.
              formatter={(value: string) => <span className="text-ink">{value}</span>}
            />
          ) : null}
          {data.series.map((key, index) => (
            <Bar
              key={key}
              dataKey={key}
              stackId={stacked ? 'stack' : undefined}
              fill={SERIES_COLORS[index % SERIES_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
