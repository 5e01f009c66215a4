import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { setPrice, type TeamPlan } from '@/features/admin/plan/api/plan'
import { toMinor } from '@/features/admin/plan/lib/draft-form'
import { RESEARCH_KIND_LABELS, RESEARCH_KINDS } from '@/lib/contracts/plan'

/** The research price list (docs/product/plan.md): what a line of each kind costs; samples say so. */
export function PlanPrices({
  prices,
  onSaved,
}: {
  prices: TeamPlan['prices']
  onSaved: () => unknown
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(prices.map((price) => [price.kind, String(price.amount_minor / 100)])),
  )
  return (
    <details className="rounded-lg border border-cream-200 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">Price list</summary>
      <ul className="mt-3 grid gap-2">
        {prices.map((price) => {
          const kind = RESEARCH_KINDS.find((value) => value === price.kind)
          return (
            <li key={price.kind} className="flex flex-wrap items-end gap-2">
              <label className="grid gap-1 text-xs font-semibold">
                {kind ? RESEARCH_KIND_LABELS[kind] : price.kind} (USD)
                {price.is_sample ? ', sample price' : ''}
                <input
                  inputMode="decimal"
                  className="h-9 w-32 rounded-lg border border-input px-2 font-normal"
                  value={values[price.kind] ?? ''}
                  onChange={(event) => setValues({ ...values, [price.kind]: event.target.value })}
                />
              </label>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={async () => {
                  const minor = toMinor(values[price.kind] ?? '')
                  if (!kind) return
                  if (minor === null)
                    return toast({
                      title: 'A price is a number of dollars',
                      variant: 'destructive',
                    })
                  try {
                    await setPrice(kind, minor)
                    toast({ title: 'Price saved' })
                    await onSaved()
                  } catch (error) {
                    toast({
                      title: 'Not saved',
                      description: error instanceof Error ? error.message : '',
                      variant: 'destructive',
                    })
                  }
                }}
              >
                Save
              </Button>
            </li>
          )
        })}
      </ul>
      <p className="mt-2 text-xs text-ink-soft">
        A new price applies to drafts saved from now on; a sent plan keeps its own.
      </p>
    </details>
  )
}
