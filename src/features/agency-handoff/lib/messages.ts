/**
 * The agency page's message catalog (docs/product/agency-handoff.md, "The agency's page"; docs/decisions/217): ICU
 * messages read by use-intl. Italian is the source; English must have every key (a missing one is a type error).
 */
export const it = {
  page: {
    title: 'Un viaggio per {agency}',
    intro:
      'Una famiglia ha accettato il suo viaggio in Italia e vorrebbe affidarlo a voi. Leggete il programma e rispondete.',
    deadline: 'Rispondete entro {deadline} (ora italiana).',
    loading: 'Caricamento del viaggio…',
    loadFailed:
      'Non è stato possibile caricare il viaggio. Controllate la connessione e riprovate.',
    retry: 'Riprova',
    switchTo: 'English',
  },
  brief: {
    heading: 'Il programma',
    onlyBrief:
      'Prima della vostra risposta vedete solo il programma: nome, e-mail e telefono della famiglia compaiono quando accettate. Non riceverete documenti né l’albero genealogico.',
    dates: 'Date',
    people: 'Persone',
    peopleCount: '{count, plural, one {# persona} other {# persone}}',
    ageRanges: 'Fasce d’età',
    hotelLevel: 'Livello degli hotel',
    budget: 'Budget',
    familyLanguage: 'Lingua della famiglia',
    notGiven: 'Non indicato',
    days: 'Tappe e giorni',
    day: 'Giorno {day}: {town}',
    noDays: 'Le tappe non sono ancora fissate.',
    ancestors: 'Gli antenati',
    ancestorInTown: '{name}, {town}',
    noAncestors: 'La famiglia non ha scelto di condividere i nomi e i paesi degli antenati.',
    health: 'Salute e accessibilità',
    noHealth: 'La famiglia non ha condiviso note su salute e accessibilità.',
    languages: { en: 'inglese', it: 'italiano' },
  },
  answer: {
    heading: 'La vostra risposta',
    accept: 'Accetto',
    acceptHint: 'Organizzate voi il viaggio: indicate il vostro riferimento e chi lo segue.',
    reference: 'Il vostro riferimento',
    contactPerson: 'Persona di contatto',
    decline: 'Rifiuto',
    declineHint: 'Non potete organizzarlo: diteci perché, così lo affidiamo a un’altra agenzia.',
    reason: 'Motivo',
    sending: 'Invio…',
    referenceMissing: 'Indicate il vostro riferimento.',
    referenceTooLong: 'Il riferimento è troppo lungo (al massimo 100 caratteri).',
    contactPersonMissing: 'Indicate la persona di contatto.',
    contactPersonTooLong: 'Il nome è troppo lungo (al massimo 200 caratteri).',
    reasonMissing: 'Indicate il motivo.',
    reasonTooLong: 'Il motivo è troppo lungo (al massimo 1.000 caratteri).',
    alreadyAnswered: 'Questo viaggio ha già una risposta: ecco com’è ora.',
    tooMany: 'Troppe richieste: riprovate tra qualche minuto.',
    failed: 'La risposta non è stata inviata. Controllate la connessione e riprovate.',
  },
  accepted: {
    heading: 'Il viaggio è vostro',
    thanks: 'Grazie: avete accettato il viaggio. Ecco i contatti della famiglia.',
    reference: 'Il vostro riferimento: {reference}',
    family: 'La famiglia',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
  },
  declined: {
    heading: 'Avete rifiutato questo viaggio',
    thanks: 'Grazie per la risposta. Lo affideremo a un’altra agenzia.',
  },
  notFound: {
    title: 'Questo link non funziona',
    body: 'Il link non è valido oppure il viaggio è stato affidato a un’altra agenzia. Se pensate che sia un errore, rispondete all’e-mail di Radici.',
  },
}

export type AgencyMessages = typeof it

/** Every key of `it`, each a string: what the English catalog must provide. */
type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> }

export const en: Catalog<AgencyMessages> = {
  page: {
    title: 'A journey for {agency}',
    intro:
      'A family has accepted its journey to Italy and would like you to organize it. Read the brief and answer.',
    deadline: 'Please answer by {deadline} (Italian time).',
    loading: 'Loading the journey…',
    loadFailed: 'The journey could not be loaded. Check the connection and try again.',
    retry: 'Try again',
    switchTo: 'Italiano',
  },
  brief: {
    heading: 'The brief',
    onlyBrief:
      'Before you answer you see the brief only: the family’s name, e-mail and phone appear once you accept. You will not receive documents or the family tree.',
    dates: 'Dates',
    people: 'People',
    peopleCount: '{count, plural, one {# person} other {# people}}',
    ageRanges: 'Age ranges',
    hotelLevel: 'Hotel level',
    budget: 'Budget',
    familyLanguage: 'The family’s language',
    notGiven: 'Not given',
    days: 'Towns and days',
    day: 'Day {day}: {town}',
    noDays: 'The towns are not set yet.',
    ancestors: 'The ancestors',
    ancestorInTown: '{name}, {town}',
    noAncestors: 'The family has not chosen to share its ancestors’ names and towns.',
    health: 'Health and access',
    noHealth: 'The family has not shared health and access notes.',
    languages: { en: 'English', it: 'Italian' },
  },
  answer: {
    heading: 'Your answer',
    accept: 'Accept',
    acceptHint: 'You organize the journey: give your reference and who looks after it.',
    reference: 'Your reference',
    contactPerson: 'Contact person',
    decline: 'Decline',
    declineHint: 'You cannot organize it: tell us why, and we will ask another agency.',
    reason: 'Reason',
    sending: 'Sending…',
    referenceMissing: 'Enter your reference.',
    referenceTooLong: 'The reference is too long (at most 100 characters).',
    contactPersonMissing: 'Enter the contact person.',
    contactPersonTooLong: 'The name is too long (at most 200 characters).',
    reasonMissing: 'Enter the reason.',
    reasonTooLong: 'The reason is too long (at most 1,000 characters).',
    alreadyAnswered: 'This journey has already been answered: this is where it stands.',
    tooMany: 'Too many requests: please try again in a few minutes.',
    failed: 'Your answer was not sent. Check the connection and try again.',
  },
  accepted: {
    heading: 'The journey is yours',
    thanks: 'Thank you: you accepted the journey. These are the family’s contact details.',
    reference: 'Your reference: {reference}',
    family: 'The family',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
  },
  declined: {
    heading: 'You declined this journey',
    thanks: 'Thank you for answering. We will ask another agency.',
  },
  notFound: {
    title: 'This link does not work',
    body: 'The link is not valid, or the journey has gone to another agency. If you think this is a mistake, reply to Radici’s e-mail.',
  },
}
