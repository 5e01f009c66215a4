/**
 * The research function's client lives in the shared layer (src/lib/research/research-client.ts, ADR 264): the
 * researcher's page, the family's journey page and the console all call it, and a feature never imports another.
 * This forward keeps the researcher's page's imports working; import from '@/lib/research/research-client'.
 */
export * from '@/lib/research/research-client'
