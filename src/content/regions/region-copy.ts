import { type RegionId } from '@/content/region-ids'

/**
 * Editorial copy for the eight region records (spec §3 "Region"): card texts, the fallback article shown when the
 * region's markdown is missing or cannot be parsed, and the page's SEO fields. The region-pages helper merges this
 * into the records of `src/content/regions.ts` (name, slug and image live there).
 *
 * The full articles are the markdown files next to this module (`<slug>.md`); `fullContent.subtitle` repeats the
 * subtitle of each article's first line so the page looks the same whichever source it shows.
 */

export interface RegionSection {
  title: string
  content: string
}

export interface RegionCallToAction {
  title: string
  description: string
  buttonText: string
}

export interface RegionFullContent {
  subtitle: string
  introduction: string
  sections: RegionSection[]
  callToAction: RegionCallToAction
}

export interface RegionSeo {
  title: string
  /** 150-160 characters, checked by region-markdown.test.ts. */
  description: string
  keywords: string[]
}

export interface RegionCopy {
  /** One or two sentences for region cards. */
  description: string
  /** One sentence of about twenty words. */
  excerpt: string
  fullContent: RegionFullContent
  seo: RegionSeo
}

export const regionCopy: Record<RegionId, RegionCopy> = {
  sicily: {
    description:
      'The Mediterranean island that sent more than a million and a half emigrants to America, from Palermo and Agrigento to the slopes of Mount Etna.',
    excerpt:
      'Discover the Sicilian towns your ancestors left, the archives that hold their names, and the festivals they carried to New Orleans and New York.',
    fullContent: {
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
      callToAction: {
        title: 'Walk the Streets Your Sicilian Ancestors Walked',
        description:
          'Our local experts in Sicily can research your family in the archives and design a journey to your ancestral town, from the town hall to the family table.',
        buttonText: 'Plan My Sicilian Journey',
      },
    },
    seo: {
      title: 'Sicily Heritage Travel: Find Your Sicilian Roots',
      description:
        'Trace your Sicilian ancestors: the towns they left, emigration to New Orleans and New York, civil records from 1820, and how to visit your family town.',
      keywords: [
        'Sicilian ancestry',
        'Sicily genealogy',
        'Sicilian heritage travel',
        'Sicilian emigration to America',
        'Sicily root tourism',
        'find Sicilian relatives',
      ],
    },
  },
  tuscany: {
    description:
      'Beyond Florence and Siena lie the mountain valleys of Lucca, Massa-Carrara and the Lunigiana, where many Tuscan emigrant families began their journey.',
    excerpt:
      'Explore the Tuscany your ancestors knew, from the chestnut valleys of the Garfagnana to the marble quarries of Carrara, and find their records.',
    fullContent: {
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
      callToAction: {
        title: 'Find Your Own Tuscany',
        description:
          'Our Tuscan partners know the archives and mountain villages of the region. Let them research your family and plan a journey to the town your ancestors left.',
        buttonText: 'Plan My Tuscan Journey',
      },
    },
    seo: {
      title: 'Tuscany Heritage Travel: Trace Your Tuscan Roots',
      description:
        'Find your Tuscan ancestors: the villages of Lucca and the Lunigiana, emigrant trades, the civil records of Florence and how to plan a roots journey to Tuscany.',
      keywords: [
        'Tuscan ancestry',
        'Tuscany genealogy',
        'Tuscan heritage travel',
        'Lucca emigration',
        'Tuscany root tourism',
        'Italian family history Tuscany',
      ],
    },
  },
  calabria: {
    description:
      'The mountainous toe of Italy, between two seas, where over half a million people left for the Americas in a single generation.',
    excerpt:
      'Return to the hill towns of Calabria, learn why so many families left, and find your ancestors in records kept since 1809.',
    fullContent: {
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
      callToAction: {
        title: 'Come Home to Calabria',
        description:
          'Our Calabrian experts can trace your family in the archives and take you to the village your ancestors left, with time for the people who still live there.',
        buttonText: 'Plan My Calabrian Journey',
      },
    },
    seo: {
      title: 'Calabria Heritage Travel: Discover Your Calabrian Roots',
      description:
        'Discover your Calabrian roots: the hill towns of Cosenza, Catanzaro and Reggio, why over 500,000 left, records from 1809 and how to visit your family town.',
      keywords: [
        'Calabrian ancestry',
        'Calabria genealogy',
        'Calabria heritage travel',
        'Calabrian emigration',
        'Calabria root tourism',
        'find Calabrian relatives',
      ],
    },
  },
  campania: {
    description:
      'The region of Naples, Vesuvius and the Amalfi Coast, and of the inland villages of Irpinia, the Sannio and the Cilento that millions left through the port of Naples.',
    excerpt:
      'From the Bay of Naples to the hill towns of Irpinia, discover where your Campanian ancestors lived and how to find their records.',
    fullContent: {
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
      callToAction: {
        title: "Retrace Your Family's Steps Through Naples",
        description:
          'Our partners in Campania know the archives and the inland villages. Let them research your family and plan the road from Naples to your ancestral town.',
        buttonText: 'Plan My Campania Journey',
      },
    },
    seo: {
      title: 'Campania Heritage Travel: Find Your Neapolitan Roots',
      description:
        'Find your roots in Campania: Naples, Irpinia, the Sannio and the Cilento, emigration through the port of Naples, records from 1809 and how to visit your family.',
      keywords: [
        'Campania ancestry',
        'Neapolitan genealogy',
        'Campania heritage travel',
        'Irpinia emigration',
        'Naples root tourism',
        'Avellino family history',
      ],
    },
  },
  puglia: {
    description:
      'The heel of the Italian boot: ancient olive groves, trulli and white towns from the Gargano to the Salento, home to many Italian-American families.',
    excerpt:
      'Discover the farm towns and fishing ports of Puglia your ancestors left, and learn how to trace them in records kept since 1809.',
    fullContent: {
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
      callToAction: {
        title: "Return to Your Family's Puglia",
        description:
          'Our experts in Puglia can find your ancestors in the archives and guide you to the town they left, among the olive groves and the people who remember.',
        buttonText: 'Plan My Puglia Journey',
      },
    },
    seo: {
      title: 'Puglia Heritage Travel: Trace Your Apulian Roots',
      description:
        'Trace your roots in Puglia: the towns of Bari, Foggia and Lecce, emigration to New York and New Jersey, civil records from 1809 and tips for visiting family.',
      keywords: [
        'Puglia ancestry',
        'Apulian genealogy',
        'Puglia heritage travel',
        'Puglia emigration',
        'Puglia root tourism',
        'find relatives in Puglia',
      ],
    },
  },
  abruzzo: {
    description:
      'The mountain heart of central Italy, with the Gran Sasso, the Maiella and medieval villages whose shepherds and stonemasons left in great numbers for the Americas.',
    excerpt:
      'Discover the mountain villages of Abruzzo your ancestors knew, their traditions and recipes, and how to find them in the archives.',
    fullContent: {
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
      callToAction: {
        title: 'Climb Back to Your Abruzzo Village',
        description:
          "Our partners know Abruzzo's archives and mountain roads. Let them research your family and design a journey to the village your ancestors called home.",
        buttonText: 'Plan My Abruzzo Journey',
      },
    },
    seo: {
      title: 'Abruzzo Heritage Travel: Discover Your Abruzzese Roots',
      description:
        "Discover your Abruzzese roots: mountain villages of L'Aquila, Chieti, Teramo and Pescara, emigration to America, records from 1809 and how to visit your family.",
      keywords: [
        'Abruzzo ancestry',
        'Abruzzese genealogy',
        'Abruzzo heritage travel',
        'Abruzzo emigration',
        'Abruzzo root tourism',
        'find relatives in Abruzzo',
      ],
    },
  },
  marche: {
    description:
      'Rolling farmland, hill towns and Adriatic beaches between the Apennines and the sea: a quiet region whose emigrants went to Argentina and the United States.',
    excerpt:
      'Discover the farmhouses and hill towns of the Marche your ancestors left, and how parish and civil records can lead you back.',
    fullContent: {
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
            'Emigration from the Marche grew toward the end of the nineteenth century. Most emigrants went to Argentina, with the United States the second destination, where many worked in the mines and industrial towns of Pennsylvania and the Upper Midwest.',
        },
        {
          title: 'Finding Your Family',
          content:
            'As part of the Papal States, the Marche kept Napoleonic civil records from about 1808 to 1815, then parish records only until civil registration resumed in the early 1860s. The Archivio di Stato of each province and the Antenati portal hold civil records; parishes hold the rest.',
        },
      ],
      callToAction: {
        title: 'Find the Hill Your Family Called Home',
        description:
          'Our experts know the parish and civil archives of the Marche. Let them trace your family and plan a journey to the town and farmhouse your ancestors left.',
        buttonText: 'Plan My Marche Journey',
      },
    },
    seo: {
      title: 'Marche Heritage Travel: Trace Your Roots in Le Marche',
      description:
        'Trace your roots in Le Marche: the hill towns of Ancona, Macerata and Ascoli Piceno, emigration to the Americas, parish and civil records, and visiting family.',
      keywords: [
        'Marche ancestry',
        'Le Marche genealogy',
        'Marche heritage travel',
        'Marche emigration',
        'Marche root tourism',
        'find relatives in Le Marche',
      ],
    },
  },
  molise: {
    description:
      "One of Italy's smallest and least visited regions, a land of mountain villages that sent a remarkable share of its people to the Americas.",
    excerpt:
      'Discover Molise, the quiet region your ancestors left, its unique traditions and languages, and how to trace your family there.',
    fullContent: {
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
      callToAction: {
        title: 'Molise Has Not Forgotten Your Family',
        description:
          'Our partners in Molise can research your ancestors and take you to their village, where descendants of emigrants are always welcomed home.',
        buttonText: 'Plan My Molise Journey',
      },
    },
    seo: {
      title: 'Molise Heritage Travel: Discover Your Molisan Roots',
      description:
        'Discover your Molisan roots: villages of Campobasso and Isernia, emigration to America, the Abruzzi e Molise years, civil records from 1809 and visiting family.',
      keywords: [
        'Molise ancestry',
        'Molise genealogy',
        'Molise heritage travel',
        'Molise emigration',
        'Molise root tourism',
        'Campobasso family history',
      ],
    },
  },
}
