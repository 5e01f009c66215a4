import {
  familyResearchSchema,
  researchReportSchema,
  type FamilyResearch,
} from '../_shared/contracts/research.ts'
import type { ServiceClient } from '../_shared/request.ts'
import { iso, liveAssignment, researcherName } from './report.ts'
import { familySurname } from './researcher.ts'

/**
 * POST /research/family (docs/product/research.md, "Your research results"): the family's research as its journey
 * page shows it. `none` before any assignment; `running` with the researcher and the due day while nothing is
 * published; `published` with the latest frozen version (a correction under way still shows the last version).
 */
export async function familyResearch(
  db: ServiceClient,
  inquiryId: string,
): Promise<FamilyResearch> {
  const [assignment, latest] = await Promise.all([
    liveAssignment(db, inquiryId),
    db
      .from('research_reports')
      .select('content')
      .eq('submission_id', inquiryId)
      .order('version', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ])
  if (latest.error) throw new Error(`research_reports read failed: ${latest.error.message}`)
  if (latest.data) {
    const report = researchReportSchema.parse(latest.data.content)
    return familyResearchSchema.parse({
      state: 'published',
      researcherName: report.researcherName,
      dueAt: assignment ? iso(assignment.due_at) : null,
      report,
      familyName: await familyName(db, inquiryId),
    })
  }
  if (!assignment)
    return familyResearchSchema.parse({
      state: 'none',
      researcherName: null,
      dueAt: null,
      report: null,
    })
  return familyResearchSchema.parse({
    state: 'running',
    researcherName: await researcherName(db, assignment.researcher_id),
    dueAt: iso(assignment.due_at),
    report: null,
  })
}

/** The family's surname line (as the researcher's page names it), for the report's PDF. */
async function familyName(db: ServiceClient, inquiryId: string): Promise<string | null> {
  const { data, error } = await db
    .from('form_submissions')
    .select('name')
    .eq('id', inquiryId)
    .maybeSingle()
  if (error) throw new Error(`form_submissions read failed: ${error.message}`)
  return data ? familySurname(data.name) || null : null
}
