import type {
  ConclusionInput,
  NextStepInput,
  ResearchConclusion,
  ResearchNextStep,
} from '../_shared/contracts/research.ts'
import type { Database } from '../_shared/database.types.ts'
import type { ServiceClient } from '../_shared/request.ts'

/**
 * Part 6 of issue 45 (docs/product/research.md, "Conclusions and next steps"; ADR 268): the conclusion of each
 * research question and the next steps, as rows and as the contract names them. The researcher writes them
 * through the link (researcher.ts); the report's draft and its frozen versions carry them (report.ts).
 */

type Tables = Database['public']['Tables']
type NextStepRow = Tables['research_next_steps']['Row']

export interface Conclusions {
  conclusions: ResearchConclusion[]
  nextSteps: ResearchNextStep[]
}

/** The assignment's conclusions in the questions' order, and its next steps oldest first. */
export async function loadConclusions(
  db: ServiceClient,
  assignmentId: string,
): Promise<Conclusions> {
  const [conclusions, steps] = await Promise.all([
    db
      .from('research_conclusions')
      .select('question, body, proof')
      .eq('assignment_id', assignmentId)
      .order('question'),
    db
      .from('research_next_steps')
      .select('id, description, kind, price_minor, price_currency, towns')
      .eq('assignment_id', assignmentId)
      .order('created_at')
      .order('id'),
  ])
  if (conclusions.error)
    throw new Error(`research_conclusions read failed: ${conclusions.error.message}`)
  if (steps.error) throw new Error(`research_next_steps read failed: ${steps.error.message}`)
  return {
    conclusions: conclusions.data.map((row) => ({
      question: row.question,
      text: row.body,
      proof: row.proof as ResearchConclusion['proof'],
    })),
    nextSteps: steps.data.map(nextStepFromRow),
  }
}

function nextStepFromRow(
  row: Pick<
    NextStepRow,
    'id' | 'description' | 'kind' | 'price_minor' | 'price_currency' | 'towns'
  >,
): ResearchNextStep {
  return {
    id: row.id,
    description: row.description,
    kind: row.kind as ResearchNextStep['kind'],
    price:
      row.price_minor !== null && row.price_currency !== null
        ? {
            amountMinor: row.price_minor,
            currency: row.price_currency as 'EUR' | 'USD',
          }
        : null,
    towns: row.towns as ResearchNextStep['towns'],
  }
}

type Written = {
  data: { id: string }[] | null
  error: { code: string; message: string } | null
}

/** Writes (or replaces) the conclusion of one question; the question must be one of the plan's lines. */
export function saveConclusion(
  db: ServiceClient,
  assignmentId: string,
  conclusion: ConclusionInput,
): PromiseLike<Written> {
  return db
    .from('research_conclusions')
    .upsert(
      {
        assignment_id: assignmentId,
        question: conclusion.question,
        body: conclusion.text,
        proof: conclusion.proof,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'assignment_id,question' },
    )
    .select('id')
}

export function deleteConclusion(
  db: ServiceClient,
  assignmentId: string,
  question: number,
): PromiseLike<Written> {
  return db
    .from('research_conclusions')
    .delete()
    .eq('assignment_id', assignmentId)
    .eq('question', question)
    .select('id')
}

/** Adds a next step, or changes the one of this assignment with that id. */
export function saveNextStep(
  db: ServiceClient,
  assignmentId: string,
  step: NextStepInput,
): PromiseLike<Written> {
  const row = {
    description: step.description,
    kind: step.kind,
    price_minor: step.price?.amountMinor ?? null,
    price_currency: step.price?.currency ?? null,
    towns: step.towns,
  }
  return step.id
    ? db
        .from('research_next_steps')
        .update(row)
        .eq('id', step.id)
        .eq('assignment_id', assignmentId)
        .select('id')
    : db
        .from('research_next_steps')
        .insert({ ...row, assignment_id: assignmentId })
        .select('id')
}

export function deleteNextStep(
  db: ServiceClient,
  assignmentId: string,
  id: string,
): PromiseLike<Written> {
  return db
    .from('research_next_steps')
    .delete()
    .eq('id', id)
    .eq('assignment_id', assignmentId)
    .select('id')
}
