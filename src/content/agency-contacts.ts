/**
 * The agencies' hand-off contacts live in the database (public.agency_contacts, edited on the console's Agencies
 * page; docs/product/agency-handoff.md). Locally they are samples at radici.example. The owner sets this to true
 * once every partner agency's hand-off address, contact person, language and privacy notice are entered in
 * production; `npm run check:launch` lists it until then.
 */
export const agencyContactsEntered = false
