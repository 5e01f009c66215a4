/**
 * The agency page's message catalog (docs/product/agency-handoff.md, "The agency's page"; docs/decisions/217): ICU
 * messages read by use-intl. Italian is the source; English must have every key (a missing one is a type error).
 * The Italian is the trade's (one register, "voi" to the agency; its glossary: docs/product/agency-italian.md); the
 * English keeps the site's American spelling (ADR 133). Dates and money are not here: src/lib/agency-formats.ts
 * words them (docs/decisions/257).
 */
export const it = {
  page: {
    title: 'Richiesta di viaggio per {agency}',
    intro:
      'Una famiglia ha accettato l’itinerario di massima del suo viaggio in Italia e vorrebbe affidarne l’organizzazione alla vostra agenzia. Vi chiediamo di leggere la richiesta e di comunicarci se accettate l’incarico.',
    deadline: 'Vi preghiamo di rispondere entro {deadline}.',
    overdue:
      'Il termine per la risposta è scaduto {deadline}; potete ancora rispondere finché la richiesta non viene assegnata a un’altra agenzia.',
    loading: 'Caricamento della richiesta…',
    loadFailed:
      'Non è stato possibile caricare la richiesta. Vi preghiamo di controllare la connessione e di riprovare.',
    retry: 'Riprova',
    switchTo: 'English',
    tagline: 'Viaggi alle radici',
  },
  brief: {
    heading: 'La richiesta di viaggio',
    onlyBrief:
      'Prima della vostra risposta vedete soltanto la richiesta: nome, e-mail e telefono della famiglia vi vengono comunicati se accettate l’incarico. Non riceverete documenti né l’albero genealogico.',
    dates: 'Date del viaggio',
    people: 'Numero di partecipanti',
    peopleCount: '{count, plural, one {# partecipante} other {# partecipanti}}',
    ageRanges: 'Età dei partecipanti',
    hotelLevel: 'Sistemazione',
    budget: 'Budget complessivo',
    familyLanguage: 'Lingua della famiglia',
    /** What is missing, agreeing with the label it stands under. */
    missing: {
      dates: 'Non indicate',
      tripLength: 'Non indicata',
      people: 'Non indicato',
      ageRanges: 'Non indicata',
      hotelLevel: 'Non indicata',
      budget: 'Non indicato',
      phone: 'Non indicato',
    },
    days: 'Itinerario di massima',
    day: 'Giorno {day}: {town}',
    noDays: 'Le tappe dell’itinerario non sono ancora definite.',
    ancestors: 'Gli antenati della famiglia',
    ancestorInTown: '{name}, {town}',
    noAncestors:
      'La famiglia non ha scelto di condividere i nomi e i luoghi d’origine degli antenati.',
    health: 'Esigenze di salute e accessibilità',
    noHealth: 'La famiglia non ha condiviso note su salute e accessibilità.',
    languages: { en: 'inglese', it: 'italiano' },
    datesUnknown: 'La famiglia non ha ancora fissato le date.',
    tripLength: 'Durata del viaggio',
    tripLengths: {
      unknown: 'Non ancora decisa',
      tenDays: 'Circa 10 giorni',
      twoWeeks: 'Due settimane',
      threeWeeks: 'Tre settimane',
      more: 'Oltre tre settimane',
    },
    byFamily: 'Testo originale della famiglia, non tradotto',
    byTeam: 'Testo originale del team di Radici, non tradotto',
  },
  answer: {
    heading: 'La vostra risposta',
    acceptHeading: 'Accettazione dell’incarico',
    accept: 'Accetta l’incarico',
    acceptHint:
      'Se accettate, l’organizzazione del viaggio è affidata a voi: indicate il vostro numero di pratica e il referente che seguirà la famiglia.',
    reference: 'Numero di pratica',
    contactPerson: 'Referente',
    declineHeading: 'Rifiuto dell’incarico',
    decline: 'Rifiuta l’incarico',
    declineHint:
      'Se non potete organizzare il viaggio, indicateci il motivo: affideremo la richiesta a un’altra agenzia.',
    reason: 'Motivo del rifiuto',
    sending: 'Invio in corso…',
    referenceMissing: 'Indicate il numero di pratica.',
    referenceTooLong: 'Il numero di pratica è troppo lungo (al massimo 100 caratteri).',
    contactPersonMissing: 'Indicate il nome del referente.',
    contactPersonTooLong: 'Il nome del referente è troppo lungo (al massimo 200 caratteri).',
    reasonMissing: 'Indicate il motivo del rifiuto.',
    reasonTooLong: 'Il motivo è troppo lungo (al massimo 1.000 caratteri).',
    alreadyAnswered: 'Questa richiesta ha già ricevuto una risposta: ecco la situazione attuale.',
    tooMany: 'Troppi tentativi in poco tempo: vi preghiamo di riprovare tra qualche minuto.',
    failed:
      'La risposta non è stata inviata. Vi preghiamo di controllare la connessione e di riprovare.',
  },
  accepted: {
    heading: 'Incarico accettato',
    thanks: 'Grazie: avete accettato l’incarico. Ecco i recapiti della famiglia.',
    reference: 'Il vostro numero di pratica: {reference}',
    family: 'La famiglia',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
  },
  declined: {
    heading: 'Incarico rifiutato',
    thanks: 'Grazie per la risposta. Affideremo la richiesta a un’altra agenzia.',
  },
  withdrawn: {
    heading: 'Richiesta ritirata',
    body: 'La richiesta di viaggio è stata affidata a un’altra agenzia oppure Radici ha chiuso questo link: la richiesta non è più consultabile e non è possibile rispondere. Vi chiediamo di cancellare i dati della famiglia che aveste eventualmente conservato.',
  },
  notFound: {
    title: 'Questo link non è valido',
    body: 'Il link potrebbe essere incompleto, oppure la richiesta è stata affidata a un’altra agenzia. Se ritenete che si tratti di un errore, rispondete all’e-mail di Radici.',
  },
}

export type AgencyMessages = typeof it

/** Every key of `it`, each a string: what the English catalog must provide. */
type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> }

export const en: Catalog<AgencyMessages> = {
  page: {
    title: 'Travel request for {agency}',
    intro:
      'A family has accepted the outline itinerary of its journey to Italy and would like your agency to organize it. Please read the request and tell us whether you accept the assignment.',
    deadline: 'Please reply by {deadline}.',
    overdue:
      'The deadline for replying passed on {deadline}; you can still reply until the request is assigned to another agency.',
    loading: 'Loading the request…',
    loadFailed: 'The request could not be loaded. Please check the connection and try again.',
    retry: 'Try again',
    switchTo: 'Italiano',
    tagline: 'Italian Heritage Journeys',
  },
  brief: {
    heading: 'The travel request',
    onlyBrief:
      'Before you reply you see the request only: the family’s name, e-mail and phone are given to you if you accept the assignment. You will not receive documents or the family tree.',
    dates: 'Travel dates',
    people: 'Number of travelers',
    peopleCount: '{count, plural, one {# traveler} other {# travelers}}',
    ageRanges: 'Travelers’ ages',
    hotelLevel: 'Accommodation',
    budget: 'Total budget',
    familyLanguage: 'The family’s language',
    missing: {
      dates: 'Not given',
      tripLength: 'Not given',
      people: 'Not given',
      ageRanges: 'Not given',
      hotelLevel: 'Not given',
      budget: 'Not given',
      phone: 'Not given',
    },
    days: 'Outline itinerary',
    day: 'Day {day}: {town}',
    noDays: 'The itinerary’s stops are not set yet.',
    ancestors: 'The family’s ancestors',
    ancestorInTown: '{name}, {town}',
    noAncestors: 'The family has not chosen to share its ancestors’ names and home towns.',
    health: 'Health and accessibility needs',
    noHealth: 'The family has not shared health and accessibility notes.',
    languages: { en: 'English', it: 'Italian' },
    datesUnknown: 'The family has not set its dates yet.',
    tripLength: 'Trip length',
    tripLengths: {
      unknown: 'Not decided yet',
      tenDays: 'About 10 days',
      twoWeeks: 'Two weeks',
      threeWeeks: 'Three weeks',
      more: 'More than three weeks',
    },
    byFamily: 'The family’s own words, not translated',
    byTeam: 'The Radici team’s own words, not translated',
  },
  answer: {
    heading: 'Your reply',
    acceptHeading: 'Accepting the assignment',
    accept: 'Accept the assignment',
    acceptHint:
      'If you accept, the journey is yours to organize: give your booking reference and the contact person who will look after the family.',
    reference: 'Booking reference',
    contactPerson: 'Contact person',
    declineHeading: 'Declining the assignment',
    decline: 'Decline the assignment',
    declineHint:
      'If you cannot organize the journey, tell us why: we will pass the request to another agency.',
    reason: 'Reason for declining',
    sending: 'Sending…',
    referenceMissing: 'Enter your booking reference.',
    referenceTooLong: 'The booking reference is too long (at most 100 characters).',
    contactPersonMissing: 'Enter the contact person’s name.',
    contactPersonTooLong: 'The contact person’s name is too long (at most 200 characters).',
    reasonMissing: 'Enter the reason for declining.',
    reasonTooLong: 'The reason is too long (at most 1,000 characters).',
    alreadyAnswered: 'This request has already been answered: this is where it stands.',
    tooMany: 'Too many attempts in a short time: please try again in a few minutes.',
    failed: 'Your reply was not sent. Please check the connection and try again.',
  },
  accepted: {
    heading: 'Assignment accepted',
    thanks: 'Thank you: you have accepted the assignment. These are the family’s contact details.',
    reference: 'Your booking reference: {reference}',
    family: 'The family',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
  },
  declined: {
    heading: 'Assignment declined',
    thanks: 'Thank you for your reply. We will pass the request to another agency.',
  },
  withdrawn: {
    heading: 'Request withdrawn',
    body: 'The travel request has been assigned to another agency, or Radici has closed this link: the request is no longer available and no reply is possible. Please delete any of the family’s details you may have kept.',
  },
  notFound: {
    title: 'This link is not valid',
    body: 'The link may be incomplete, or the request has been assigned to another agency. If you think this is a mistake, reply to Radici’s e-mail.',
  },
}
