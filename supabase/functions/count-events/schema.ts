import { isKnownPage, isPageEvent } from '../_shared/counted-events.ts'
import { countBatchSchema as batchSchema } from '../_shared/contracts/count-events.ts'

/** The contract's batch schema (../_shared/contracts/count-events.ts) with the site's one list of pages and events. */
export const countBatchSchema = batchSchema({ isKnownPage, isPageEvent })
