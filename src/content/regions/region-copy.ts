// PROVISIONAL copy: the writer's version replaces this file. Keep the shape, not the wording.
export const regionCopy = {
  sicily: {
    description:
      "The Mediterranean's largest island, homeland of over 1.5 million emigrants between 1880 and 1920.",
    excerpt: 'Discover the island of your ancestors, from Palermo to the villages of the interior.',
    fullContent: {
      subtitle: 'Your family story in Sicily',
      introduction:
        'Sicily is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Sicily has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Sicily roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Sicily.',
        buttonText: 'Plan Your Sicily Journey',
      },
    },
    seo: {
      title: 'Sicily Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Sicily: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Sicily heritage travel',
        'Sicily ancestry',
        'Sicily genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  tuscany: {
    description:
      'Hills, stone villages and the mountain valleys of Lucca that sent families to America.',
    excerpt: 'Trace your family from the Garfagnana valleys to the Tuscan hills.',
    fullContent: {
      subtitle: 'Your family story in Tuscany',
      introduction:
        'Tuscany is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Tuscany has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Tuscany roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Tuscany.',
        buttonText: 'Plan Your Tuscany Journey',
      },
    },
    seo: {
      title: 'Tuscany Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Tuscany: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Tuscany heritage travel',
        'Tuscany ancestry',
        'Tuscany genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  calabria: {
    description:
      'Mountains between two seas and villages that sent over 500,000 Calabrians abroad.',
    excerpt: "Walk the lanes of your ancestors' village in the toe of Italy.",
    fullContent: {
      subtitle: 'Your family story in Calabria',
      introduction:
        'Calabria is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Calabria has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Calabria roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Calabria.',
        buttonText: 'Plan Your Calabria Journey',
      },
    },
    seo: {
      title: 'Calabria Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Calabria: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Calabria heritage travel',
        'Calabria ancestry',
        'Calabria genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  campania: {
    description: 'From the port of Naples to the farming towns of Irpinia and Sannio.',
    excerpt: 'Find your roots between Vesuvius and the green hills of the interior.',
    fullContent: {
      subtitle: 'Your family story in Campania',
      introduction:
        'Campania is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Campania has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Campania roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Campania.',
        buttonText: 'Plan Your Campania Journey',
      },
    },
    seo: {
      title: 'Campania Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Campania: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Campania heritage travel',
        'Campania ancestry',
        'Campania genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  puglia: {
    description: 'Olive groves, white towns and the labourers of the great estates.',
    excerpt: 'Reconnect with your family in the sunlit heel of Italy.',
    fullContent: {
      subtitle: 'Your family story in Puglia',
      introduction:
        'Puglia is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Puglia has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Puglia roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Puglia.',
        buttonText: 'Plan Your Puglia Journey',
      },
    },
    seo: {
      title: 'Puglia Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Puglia: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Puglia heritage travel',
        'Puglia ancestry',
        'Puglia genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  abruzzo: {
    description: 'National parks, shepherds and stone villages of the Apennines.',
    excerpt: 'Return to the mountain villages of Abruzzo.',
    fullContent: {
      subtitle: 'Your family story in Abruzzo',
      introduction:
        'Abruzzo is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Abruzzo has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Abruzzo roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Abruzzo.',
        buttonText: 'Plan Your Abruzzo Journey',
      },
    },
    seo: {
      title: 'Abruzzo Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Abruzzo: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Abruzzo heritage travel',
        'Abruzzo ancestry',
        'Abruzzo genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  marche: {
    description: 'Gentle hills and walled towns between the Apennines and the Adriatic.',
    excerpt: 'Explore the quiet hill towns of Marche and their archives.',
    fullContent: {
      subtitle: 'Your family story in Marche',
      introduction:
        'Marche is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Marche has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Marche roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Marche.',
        buttonText: 'Plan Your Marche Journey',
      },
    },
    seo: {
      title: 'Marche Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Marche: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Marche heritage travel',
        'Marche ancestry',
        'Marche genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
  molise: {
    description: 'A small, hidden region with more descendants abroad than residents at home.',
    excerpt: 'Discover Molise, the region emigration shaped most.',
    fullContent: {
      subtitle: 'Your family story in Molise',
      introduction:
        'Molise is where many Italian-American families began. Discover its land, its emigrants and how to reconnect with your roots.',
      sections: [
        {
          title: 'The Land',
          content:
            'Molise has a landscape and a history that shaped the lives of the families who left it.',
        },
        {
          title: 'The Great Emigration',
          content: 'Between 1880 and 1920 over 4 million Italians left for the United States.',
        },
        {
          title: 'Reconnecting With Your Roots',
          content:
            'Local experts search the archives and guide you to the places of your family story.',
        },
      ],
      callToAction: {
        title: 'Ready to discover your Molise roots?',
        description:
          'Tell us about your family and we will connect you with local experts in Molise.',
        buttonText: 'Plan Your Molise Journey',
      },
    },
    seo: {
      title: 'Molise Heritage Travel: Discover Your Italian Roots',
      description:
        'Plan a heritage journey to Molise: family history, emigration, culture and local experts who help you find your ancestors.',
      keywords: [
        'Molise heritage travel',
        'Molise ancestry',
        'Molise genealogy',
        'Italian roots',
        'root tourism',
      ],
    },
  },
}
