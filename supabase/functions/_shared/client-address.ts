// Moved to ../_shared/client-address.ts (count-events reads the same address, ADR 081); kept so imports stay.
export * from '../_shared/client-address.ts'
