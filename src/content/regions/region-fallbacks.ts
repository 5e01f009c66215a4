import type { RegionId } from '@/content/region-ids'

/**
 * The fallback article of each region (docs/product/rules.md, "Region", fullContent: subtitle, introduction, sections), shown
 * when the region's markdown (`<slug>.md` next to this module) is missing or cannot be parsed (docs/product/public-site.md, "Region pages").
 * `subtitle` repeats the subtitle of each article's first line, so the page looks the same whichever source
 * it shows. Loaded lazily, only when a region page needs it (src/content/region-articles.ts).
 */
export interface RegionSection {
  title: string
  content: string
}

export interface RegionFallback {
  subtitle: string
  introduction: string
  sections: RegionSection[]
}

export const regionFallbacks: Record<RegionId, RegionFallback> = {
  sicily: {
    subtitle: "Where Your Family's Story Meets the Mediterranean",
    introduction:
      'Sicily sent more of its sons and daughters to America than almost any other corner of Italy. For many Italian-American families the road home leads to a stone village above Palermo, a fishing town near Trapani or a farming community in the shadow of Mount Etna.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          'Sicily has nine historic provinces: Palermo, Catania, Messina, Agrigento, Trapani, Siracusa, Ragusa, Caltanissetta and Enna. Many emigrants came from the wheat-growing interior, from hilltop agro-towns where farm laborers walked miles to the fields every day.',
      },
      {
        title: 'Why They Left',
        content:
          'Between 1880 and 1920, over 1.5 million Sicilians emigrated. Large estates, falling crop prices, the crisis of the sulfur mines and the 1908 Messina earthquake pushed families to sail from Palermo to New York and New Orleans, and later to Chicago, Tampa and California.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Sicilian civil records begin in 1820. Each comune keeps its registers, duplicates are in the Archivio di Stato of each provincial capital, and many pages can be browsed free on the Antenati portal. Parish registers, usually in Latin, take you further back.',
      },
    ],
  },
  tuscany: {
    subtitle: 'Beyond the Postcard, the Villages Your Family Left',
    introduction:
      'The Tuscans who emigrated to America came mostly from quiet places: the chestnut-covered valleys of the Garfagnana, the marble quarries of Carrara and the mountain villages of the Lunigiana and the Apennines.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          "Tuscany has ten provinces. The province of Lucca climbs from its walled city into the Serchio valley and the Apuan Alps, and Massa-Carrara takes in Carrara's quarries and the castles of the Lunigiana. Chestnuts were so important there that they were called the bread of the poor.",
      },
      {
        title: "Tuscany's Emigrant Trades",
        content:
          'Plaster figurine makers from the Serchio valley, booksellers from the Lunigiana and marble carvers from Carrara traveled the world. Many Tuscans sailed from Genoa or Le Havre, and people from Lucca became an important part of the Italian community of San Francisco.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Tuscan civil records begin in 1808. For 1808 to 1865 the Archivio di Stato di Firenze holds the civil status collection of the Grand Duchy; from 1866 each comune kept Italian civil registers. Many records are on the Antenati portal, and parish registers reach further back.',
      },
    ],
  },
  calabria: {
    subtitle: 'The Rugged Toe of Italy Your Family Called Home',
    introduction:
      'Calabria is a land of hill towns, chestnut forests and two seas, and it is the ancestral home of a remarkable number of Italian-American families.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          'From the Pollino in the north through the Sila plateau to the Aspromonte above the Strait of Messina, Calabria is almost all mountain and hill. Its five provinces are Cosenza, Catanzaro, Reggio Calabria, Crotone and Vibo Valentia.',
      },
      {
        title: 'Why They Left',
        content:
          'Between 1880 and 1914, over 500,000 Calabrians emigrated. Poverty, land held by a few, malaria and the earthquakes of 1905 and 1908 drove them to Naples and on to New York, Pennsylvania, New Jersey and Chicago, as well as to Argentina and Brazil.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Calabrian civil registration began in 1809. Each comune keeps its registers, and duplicates are held by the Archivio di Stato of the provinces and often viewable on the Antenati portal. Marriage supplements and parish registers help you reach earlier generations.',
      },
    ],
  },
  campania: {
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
  },
  puglia: {
    subtitle: "Olive Groves, White Towns and the Heel of Your Family's Italy",
    introduction:
      'Puglia is a land of ancient olive trees, whitewashed towns and long coastlines, and for thousands of Italian-American families it is where the story began.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          'Puglia has six provinces: Foggia, Barletta-Andria-Trani, Bari, Taranto, Brindisi and Lecce. The Gargano, the wheat plain of the Tavoliere, the Murge with its trulli and the Salento peninsula each have their own character.',
      },
      {
        title: 'Why They Left',
        content:
          'Farm laborers faced low wages and long seasons without work. Most emigrants sailed from Naples to New York and settled in New York, New Jersey, Pennsylvania and Chicago; fishermen from Molfetta brought the Madonna dei Martiri to Hoboken.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Civil registration in Puglia began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato of the provincial capitals, and many pages are on the Antenati portal. Parish registers and eighteenth-century tax surveys reach further back.',
      },
    ],
  },
  abruzzo: {
    subtitle: "Mountain Villages and Shepherds' Trails of Your Ancestors",
    introduction:
      'Abruzzo is a region of high mountains, national parks and medieval hill towns, and a land of shepherds, farmers and stonemasons who left in great numbers for the Americas.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          "Abruzzo has four provinces: L'Aquila, Teramo, Pescara and Chieti. Pescara was created only in 1927, so older records may be filed under a neighboring province. For centuries shepherds drove their flocks along the tratturi to the plains of Puglia.",
      },
      {
        title: 'Why They Left',
        content:
          'The decline of the pastoral economy, small mountain farms and the 1915 Avezzano earthquake drove many to emigrate. They sailed from Naples and settled in New York, New Jersey, Pennsylvania, Ohio, New England and the Midwest.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Civil registration began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato of each provincial capital, and many are viewable on the Antenati portal. Parish registers take you back before 1809.',
      },
    ],
  },
  marche: {
    subtitle: "Hills, Sea and Sanctuaries of Your Family's Homeland",
    introduction:
      'The Marche is a region of rolling farmland, hill towns and Renaissance cities between the Apennines and the Adriatic, less famous than Tuscany and all the more charming for it.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          'The region has five provinces: Pesaro e Urbino, Ancona, Macerata, Fermo and Ascoli Piceno. Families lived in scattered farmhouses under mezzadria, sharecropping, from the hills near Urbino to the foot of the Monti Sibillini.',
      },
      {
        title: 'Why They Left',
        content:
          'Emigration from the Marche grew toward the end of the nineteenth century. Most emigrants went to Argentina, with the United States the second destination, where many worked in New York, in the mines of Pennsylvania and on the cotton plantations of the Mississippi Delta.',
      },
      {
        title: 'Finding Your Family',
        content:
          'As part of the Papal States, the Marche kept Napoleonic civil records from about 1808 to 1815, then parish records only until civil registration resumed in the early 1860s. The Archivio di Stato of each province and the Antenati portal hold civil records; parishes hold the rest.',
      },
    ],
  },
  molise: {
    subtitle: "Italy's Hidden Region and the Roots It Keeps",
    introduction:
      'Molise is a quiet land of mountains, hill towns and a short Adriatic coast, yet its villages sent a remarkable share of their people abroad.',
    sections: [
      {
        title: 'The Land Your Ancestors Knew',
        content:
          "Molise has two provinces, Campobasso and Isernia. It was part of the region of Abruzzi e Molise until 1963, and Isernia became a province only in 1970, so older documents may describe your family's town differently.",
      },
      {
        title: 'Why They Left',
        content:
          'Small mountain farms, few roads and almost no industry made emigration a way of life. Molisans sailed from Naples to New York and settled across the Northeast, often clustering by village and founding mutual aid societies.',
      },
      {
        title: 'Finding Your Family',
        content:
          'Civil registration began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato in Campobasso and Isernia, and many are viewable on the Antenati portal. Parish registers reach earlier generations.',
      },
    ],
  },
}
