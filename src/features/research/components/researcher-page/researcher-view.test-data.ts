import { researcherViewSchema, type ResearcherView } from '@/lib/contracts/research'

/**
 * A researcher's view as the research function answers it, parsed through the contract (so it cannot drift from
 * it): the page's tests render it without a server.
 */
export const SEARCH_ID = '11111111-1111-4111-8111-111111111111'
export const RECORD_ID = '22222222-2222-4222-8222-222222222222'
export const ANCESTOR_ID = '33333333-3333-4333-8333-333333333333'

const salerno = { comune: 'Padula', province: 'Salerno', region: 'Campania' }

export const sampleView = (patch: Partial<ResearcherView> = {}): ResearcherView =>
  researcherViewSchema.parse({
    state: 'assigned',
    language: 'it',
    researcherName: 'Giulia Bianchi',
    familyName: 'Rossi',
    assignedAt: '2027-03-01T09:00:00.000Z',
    dueAt: '2027-04-12T09:00:00.000Z',
    returnComment: null,
    questions: {
      lines: [{ kind: 'digital_archives', ancestorLine: 'Rossi', backTo: '1820' }],
      weeks: 6,
      deliverables: ['report', 'record_images'],
      planVersion: 2,
    },
    ancestors: [
      {
        id: ANCESTOR_ID,
        givenNames: 'Giuseppe',
        surnameItaly: 'Rossi',
        surnameAmerica: 'Ross',
        relation: 'great-grandparent',
        birthDate: { kind: 'about', value: '1885' },
        birthPlace: salerno,
        birthPlaceText: null,
        emigrationYear: 1906,
        departurePort: 'Napoli',
        ship: 'Lombardia',
        arrivalPort: 'New York',
        arrivalYear: 1906,
        notes: 'Worked as a shoemaker.',
      },
    ],
    files: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        name: 'passport-1906.pdf',
        type: 'application/pdf',
        size: 120000,
        createdAt: '2027-02-01T10:00:00.000Z',
      },
    ],
    searches: [
      {
        id: SEARCH_ID,
        archiveKind: 'state_archive',
        archive: 'Archivio di Stato di Salerno',
        series: 'Stato civile italiano, Nati',
        comune: salerno,
        yearFrom: 1883,
        yearTo: 1887,
        names: 'Giuseppe Rossi, Rosso',
        registerUrl: 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535',
        result: 'not_found',
        notFoundReason: 'variant_not_indexed',
        reasonText: null,
        searchedOn: '2027-03-05',
        notes: null,
      },
    ],
    records: [
      {
        id: RECORD_ID,
        searchId: SEARCH_ID,
        type: 'birth',
        date: { year: 1885, month: 4, day: 12 },
        comune: salerno,
        archive: 'Archivio di Stato di Salerno',
        series: 'Stato civile italiano, Nati',
        actNumber: '57',
        people: [
          { name: 'Giuseppe Rossi', role: 'subject', ancestorId: ANCESTOR_ID },
          { name: 'Antonio Rossi', role: 'father', ancestorId: null },
        ],
        pageUrl: 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
        transcriptionLanguage: 'it',
        transcription: 'L’anno milleottocentottantacinque…',
        translation: 'In the year 1885…',
        proof: 'proven',
        consultedOn: '2027-03-06',
        notes: null,
        citation:
          'Archivio di Stato di Salerno, Stato civile italiano, Nati, Padula (Salerno), birth record, 1885-04-12, act no. 57, image at https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x, consulted 2027-03-06.',
      },
    ],
    draftVersion: 1,
    ...patch,
  })
