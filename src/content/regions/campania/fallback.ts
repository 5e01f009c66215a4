import type { RegionFallback } from '@/content/regions/types'

/** Campania's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: 'From the Bay of Naples to the Villages of Irpinia',
  introduction:
    'The port of Naples was the doorway through which millions of southern Italians sailed for America, and Campanians themselves were among the first to go.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        'Campania has five provinces: Naples, Salerno, Avellino, Benevento and Caserta. Beyond the famous coast lie the plain of Caserta, the chestnut woods and vineyards of Irpinia, the green Sannio and the mountain villages of the Cilento.',
    },
    {
      title: 'Why They Left',
      content:
        'Small farms, falling prices and heavy taxes pushed rural families to emigrate. They settled around Mulberry Street, in East Harlem and Brooklyn, and across New Jersey and New England, bringing feasts such as San Gennaro and the Giglio of Nola with them.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Civil registration began here in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato of each provincial capital, and many can be browsed on the Antenati portal. Parish registers cover the centuries before.',
    },
  ],
}
