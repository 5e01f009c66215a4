import { FileText } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'

type Ancestor = ResearcherView['ancestors'][number]

/** The research questions: the accepted plan's research lines, its weeks and what it delivers. */
export function ResearchQuestions({ intl, view }: { intl: ResearchIntl; view: ResearcherView }) {
  const { t } = intl
  const id = useId()
  const { questions } = view
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {t('questions.heading')}
      </h2>
      {questions.lines.length === 0 ? (
        <p className="text-ink">{t('questions.noLines')}</p>
      ) : (
        <ul className="grid list-disc gap-2 pl-5 text-ink">
          {questions.lines.map((line, index) => (
            <li key={index}>
              {t('questions.line', {
                kind: t(`questions.kinds.${line.kind}`),
                line: line.ancestorLine,
              })}
              {line.backTo ? ` (${t('questions.backTo', { backTo: line.backTo })})` : ''}
            </li>
          ))}
        </ul>
      )}
      <p className="font-semibold text-ink">{t('questions.weeks', { count: questions.weeks })}</p>
      {questions.deliverables.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('questions.included')}</h3>
          <ul className="mt-1 grid list-disc gap-1 pl-5 text-ink">
            {questions.deliverables.map((deliverable) => (
              <li key={deliverable}>{t(`questions.deliverables.${deliverable}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function AncestorFacts({ intl, ancestor }: { intl: ResearchIntl; ancestor: Ancestor }) {
  const { t } = intl
  const name = [ancestor.givenNames, ancestor.surnameItaly].filter(Boolean).join(' ')
  const born = ancestor.birthDate
    ? ancestor.birthDate.kind === 'about'
      ? t('family.about', { year: ancestor.birthDate.value })
      : ancestor.birthDate.kind === 'exact'
        ? intl.day(ancestor.birthDate.value)
        : ancestor.birthDate.value
    : null
  const place = ancestor.birthPlace
    ? `${ancestor.birthPlace.comune} (${ancestor.birthPlace.province}, ${ancestor.birthPlace.region})`
    : ancestor.birthPlaceText
  const emigration = [
    ancestor.emigrationYear ? t('family.emigrated', { year: ancestor.emigrationYear }) : null,
    ancestor.departurePort ? t('family.from', { port: ancestor.departurePort }) : null,
    ancestor.ship ? t('family.ship', { ship: ancestor.ship }) : null,
    ancestor.arrivalPort ? t('family.to', { port: ancestor.arrivalPort }) : null,
    ancestor.arrivalYear ? t('family.arrived', { year: ancestor.arrivalYear }) : null,
  ].filter(Boolean)
  return (
    <li className="grid grid-cols-1 gap-0.5 text-ink">
      <p className="font-semibold">
        {name || '—'}
        {ancestor.relation ? (
          <span className="font-normal text-ink-soft">
            {' '}
            · {t(`family.relations.${ancestor.relation}`)}
          </span>
        ) : null}
      </p>
      {ancestor.surnameAmerica && ancestor.surnameAmerica !== ancestor.surnameItaly ? (
        <p className="text-sm">
          {t('family.surnameAmerica', { surname: ancestor.surnameAmerica })}
        </p>
      ) : null}
      {born ? <p className="text-sm">{t('family.born', { when: born })}</p> : null}
      {place ? <p className="text-sm">{t('family.bornIn', { place })}</p> : null}
      {emigration.length ? (
        <p className="text-sm">{t('family.emigration', { facts: emigration.join(', ') })}</p>
      ) : null}
      {ancestor.notes ? (
        <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">
          {t('family.notes', { notes: ancestor.notes })}
        </p>
      ) : null}
    </li>
  )
}

/**
 * What the family gave: each ancestor with towns, dates, emigration and notes, and its documents (each opens
 * through a short-lived address), said to be the family's and for this research only.
 */
export function FamilyGiven({
  intl,
  view,
  onOpenFile,
}: {
  intl: ResearchIntl
  view: ResearcherView
  onOpenFile: (fileId: string) => void
}) {
  const { t } = intl
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {t('family.heading')}
      </h2>
      <p className="text-sm text-ink-soft">{t('family.onlyThis')}</p>
      {view.ancestors.length === 0 ? (
        <p className="text-ink">{t('family.noAncestors')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {view.ancestors.map((ancestor) => (
            <AncestorFacts key={ancestor.id} intl={intl} ancestor={ancestor} />
          ))}
        </ul>
      )}
      <h3 className="font-semibold text-ink">{t('family.documents')}</h3>
      {view.files.length === 0 ? (
        <p className="text-ink">{t('family.noDocuments')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {view.files.map((file) => (
            <li key={file.id}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto min-h-9 max-w-full whitespace-normal break-all py-1.5 text-left"
                onClick={() => onOpenFile(file.id)}
              >
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                {t('family.open', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
