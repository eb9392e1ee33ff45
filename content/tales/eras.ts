import type { TaleEra } from "../../src/shared/tales/content-types";

/**
 * The eras a past-life tale can go to, oldest first, each with four scenes of its daily life and three
 * places. They are settings for a story, drawn with care from what historians describe, and simplified as
 * any story simplifies; none of it is offered as anyone's memory.
 */
export const TALE_ERAS: readonly TaleEra[] = [
  {
    id: "egypt",
    name: "the Egypt of the pyramid builders",
    when: "some four and a half thousand years ago",
    start: -2600,
    scenes: [
      "Each summer the Nile climbed over its banks and left a skin of black silt behind, and every family measured the year by that flood.",
      "Bread and thin beer were the wages of the day, handed out in rations that a scribe counted twice.",
      "On the western horizon the pyramids were rising course by course, and the whole country seemed to lean toward them.",
      "At dusk the reed boats drifted home with their sails folded, while children chased ibises along the mud.",
    ],
    places: [
      {
        id: "memphis",
        name: "Memphis",
        landmark: "the white walls",
        sketch: [
          "Memphis sat where the valley opens into the delta, a crowded city of mud brick behind walls washed white with lime.",
          "Its quays smelled of fish and cedar resin, and its temple of Ptah was never quiet.",
        ],
      },
      {
        id: "abydos",
        name: "Abydos",
        landmark: "the processional way",
        sketch: [
          "Abydos was a town of pilgrims, where people came from far along the river to leave small offerings for Osiris.",
          "Between the festivals it was quieter, a place of gardens, tombs and long afternoons in the shade of sycamore figs.",
        ],
      },
      {
        id: "elephantine",
        name: "Elephantine",
        landmark: "the granite boulders",
        sketch: [
          "Elephantine was an island at the first cataract, where the river broke white over granite and traders brought ivory from the south.",
          "Its people read the Nile's height from a stair cut into the rock and sent word downstream when the flood began.",
        ],
      },
    ],
  },
  {
    id: "crete",
    name: "Bronze Age Crete",
    when: "some three and a half thousand years ago",
    start: -1700,
    scenes: [
      "Painted walls showed dolphins, lilies and young people vaulting over bulls, and colour was everywhere you looked.",
      "Olive oil and wine moved through storerooms in jars taller than a child, each one sealed and marked.",
      "Ships left for Egypt and the islands with the summer winds and came back heavy with copper and tin.",
      "On the mountain peaks small sanctuaries burned offerings after dark, and their fires could be seen from the sea.",
    ],
    places: [
      {
        id: "knossos",
        name: "Knossos",
        landmark: "the great court",
        sketch: [
          "Knossos was a warren of corridors, stairs and light wells, so large that visitors joked it had been built to lose them.",
          "Around the palace spread workshops, houses and gardens, all humming with the business of a crowded hill.",
        ],
      },
      {
        id: "phaistos",
        name: "Phaistos",
        landmark: "the wide stone stair",
        sketch: [
          "Phaistos looked out over the green Messara plain from its ridge, with the snow of Mount Ida behind it for half the year.",
          "The wind came up the slope carrying the smell of thyme and goats, and everyone knew when rain was on its way.",
        ],
      },
      {
        id: "zakros",
        name: "Zakros",
        landmark: "the harbour road",
        sketch: [
          "Zakros was a harbour town on the eastern shore, facing the sunrise and the sea lanes to the south.",
          "Its houses climbed the mouth of a gorge whose caves, people said, were older than anyone's grandmother's stories.",
        ],
      },
    ],
  },
  {
    id: "greece",
    name: "classical Greece",
    when: "some two and a half thousand years ago",
    start: -480,
    scenes: [
      "Arguments were a public pleasure, and a good speaker could fill a square as surely as a juggler.",
      "Olive trees, barley and goats made up most of the wealth, and most of the worries.",
      "Plays were performed in the open air in spring, and whole cities laughed and wept together on stone benches.",
      "Every household kept a small altar, and no meal began without a few drops poured for the gods.",
    ],
    places: [
      {
        id: "athens",
        name: "Athens",
        landmark: "the agora",
        sketch: [
          "Athens was loud and proud of it, a city of potters' quarters, law courts and a new temple gleaming on its rock.",
          "Its harbour at Piraeus was a morning's walk away, and news from every island arrived there first.",
        ],
      },
      {
        id: "corinth",
        name: "Corinth",
        landmark: "the isthmus road",
        sketch: [
          "Corinth guarded the narrow neck of land between two seas and grew rich on everyone who had to cross it.",
          "Ships were dragged over the isthmus on a paved track, and the taverns never lacked for sailors.",
        ],
      },
      {
        id: "delphi",
        name: "Delphi",
        landmark: "the sacred way",
        sketch: [
          "Delphi clung to the slopes of Parnassus, where pilgrims climbed with gifts and questions for the oracle.",
          "Eagles circled over the gorge, and the town lived on the hopes of strangers and the welcome it gave them.",
        ],
      },
    ],
  },
  {
    id: "han",
    name: "Han dynasty China",
    when: "some two thousand years ago",
    start: -200,
    scenes: [
      "Officials were chosen partly for their learning, and a well-argued memorial to the court could change a life.",
      "Silk, lacquer and iron tools moved along roads that ran west toward lands few people would ever see.",
      "Households honoured their ancestors with food and incense, and family duty shaped almost every choice.",
      "In the markets you could buy millet cakes, hemp cloth, bronze mirrors and almanacs that named the lucky days.",
    ],
    places: [
      {
        id: "changan",
        name: "Chang'an",
        landmark: "the eastern market",
        sketch: [
          "Chang'an was the capital, laid out in walled wards whose gates closed at the evening drum.",
          "Its markets were watched over by officials who checked the weights and posted the prices each day.",
        ],
      },
      {
        id: "luoyang",
        name: "Luoyang",
        landmark: "the bridge over the Luo",
        sketch: [
          "Luoyang lay on the north bank of the Luo river, a city of scholars, granaries and tree-lined avenues.",
          "Students came from every province to study there, and their lamps burned late in the lodging houses.",
        ],
      },
      {
        id: "dunhuang",
        name: "Dunhuang",
        landmark: "the western gate",
        sketch: [
          "Dunhuang was a garrison town at the edge of the desert, the last green place before the long caravan road.",
          "Camels knelt in its yards, and travellers swapped stories there in a dozen languages.",
        ],
      },
    ],
  },
  {
    id: "rome",
    name: "the Roman Empire at its height",
    when: "nearly two thousand years ago",
    start: 100,
    scenes: [
      "Roads ran straight as arrows across the provinces, and milestones told you exactly how far you were from Rome.",
      "The baths were where people washed, bargained, gossiped and, now and then, made peace.",
      "Bread was stamped with the baker's mark, and painted slogans on the walls announced elections, lost mules and lovers.",
      "Ships brought grain from Egypt and fish sauce from Spain, and a good harbour was worth more than a legion.",
    ],
    places: [
      {
        id: "ostia",
        name: "Ostia",
        landmark: "the harbour warehouses",
        sketch: [
          "Ostia was Rome's harbour town at the mouth of the Tiber, busy with grain ships, customs clerks and dockworkers.",
          "Its apartment blocks rose four storeys high, and the smell of the sea reached every street.",
        ],
      },
      {
        id: "londinium",
        name: "Londinium",
        landmark: "the timber bridge",
        sketch: [
          "Londinium was a young town on the Thames at the far edge of the empire, damp, ambitious and growing fast.",
          "Merchants from Gaul and the Rhine unloaded wine on its wharves and complained about the weather.",
        ],
      },
      {
        id: "alexandria",
        name: "Alexandria",
        landmark: "the great lighthouse",
        sketch: [
          "Alexandria was the busiest port of the eastern sea, home to scholars, sailors and a library famous across the world.",
          "Greek, Egyptian, Jewish and Roman neighbours shared its long straight streets and argued in all their languages.",
        ],
      },
    ],
  },
  {
    id: "viking",
    name: "the Viking Age of the north",
    when: "more than a thousand years ago",
    start: 800,
    scenes: [
      "Winters were long and dark, and people filled them with stories, board games and careful mending.",
      "Ships were the pride of every shore, built plank over plank and tarred against the cold sea.",
      "Law was spoken aloud at the assembly, and a word given before witnesses bound whoever gave it.",
      "Most people were farmers first and travellers only now and then, with barley, sheep and fish to keep them.",
    ],
    places: [
      {
        id: "birka",
        name: "Birka",
        landmark: "the jetties",
        sketch: [
          "Birka was a trading town on an island in a great lake, where furs from the north met silver from the east.",
          "In winter the traders crossed the frozen lake on skates made of bone.",
        ],
      },
      {
        id: "hedeby",
        name: "Hedeby",
        landmark: "the earth rampart",
        sketch: [
          "Hedeby stood at the narrow waist of Jutland, where goods were carried overland between two seas.",
          "Its streets were paved with wooden planks, and a stream ran through the middle of the town.",
        ],
      },
      {
        id: "dublin",
        name: "Dublin",
        landmark: "the dark pool",
        sketch: [
          "Dublin was a Norse trading town beside a dark pool of the Liffey, where ships wintered and markets ran in every season.",
          "Its houses were woven from wattle and roofed with thatch, and the smoke of a hundred hearths hung over the water.",
        ],
      },
    ],
  },
  {
    id: "baghdad",
    name: "the world of the Abbasid caliphs",
    when: "more than eleven hundred years ago",
    start: 800,
    scenes: [
      "Scholars translated Greek, Persian and Indian books into Arabic, and a new book was news worth travelling for.",
      "Paper had made writing cheaper than ever, and booksellers set up their stalls beside the spice merchants.",
      "Gardens were built as small paradises, with running water, deep shade and the scent of orange blossom.",
      "Astronomers watched the sky from observatories and argued over the size of the earth.",
    ],
    places: [
      {
        id: "baghdad",
        name: "Baghdad",
        landmark: "the Tigris quays",
        sketch: [
          "Baghdad had been built as a round city of walls and gates on the Tigris, and it had long since spilled beyond them into markets and suburbs.",
          "Boats carried dates, cloth and letters up and down the river from dawn until dusk.",
        ],
      },
      {
        id: "basra",
        name: "Basra",
        landmark: "the canals",
        sketch: [
          "Basra was a port of canals near the head of the Gulf, where ships from India and China unloaded pepper and porcelain.",
          "Grammarians and poets met in its mosques and markets to argue about the right way to speak.",
        ],
      },
      {
        id: "nishapur",
        name: "Nishapur",
        landmark: "the orchard road",
        sketch: [
          "Nishapur lay on the road to the east, a city of orchards and of potters famous for white bowls painted with proverbs.",
          "Caravans rested there before the long stage to Samarkand.",
        ],
      },
    ],
  },
  {
    id: "medieval",
    name: "a medieval cathedral town",
    when: "some eight hundred years ago",
    start: 1150,
    scenes: [
      "The cathedral had been going up for longer than anyone could remember, and it would not be finished in your lifetime.",
      "Bells marked the hours of prayer, and most people told the time by them rather than by any clock.",
      "Guilds set the prices, trained the apprentices and marched in their colours on feast days.",
      "Pilgrims arrived with badges pinned to their hats and tales of every road they had walked.",
    ],
    places: [
      {
        id: "chartres",
        name: "Chartres",
        landmark: "the cathedral porch",
        sketch: [
          "Chartres rose from a plain of wheat, its cathedral visible for miles before the town itself appeared.",
          "Glaziers were setting blue windows into the new walls, and the light inside was unlike any light outside.",
        ],
      },
      {
        id: "york",
        name: "York",
        landmark: "the Ouse bridge",
        sketch: [
          "York was a walled city in the north of England, with a minster, a castle and a river crowded with boats.",
          "Its narrow streets leaned together overhead until neighbours could almost shake hands across them.",
        ],
      },
      {
        id: "bruges",
        name: "Bruges",
        landmark: "the cloth hall",
        sketch: [
          "Bruges was a city of canals and cloth, where merchants from Italy and the Baltic met under one roof.",
          "Swans drifted past the warehouses, and the chimes of the belfry kept the market honest.",
        ],
      },
    ],
  },
  {
    id: "mali",
    name: "the Mali Empire",
    when: "some seven hundred years ago",
    start: 1300,
    scenes: [
      "Gold from the southern fields and salt from the desert met in its markets, and each was prized as dearly as the other.",
      "Singers kept the histories of families and kings, and no feast was complete without them.",
      "Mud-brick mosques were replastered every year by the whole town in a single joyful day of work.",
      "Scholars copied manuscripts on law, astronomy and medicine, and libraries were handed down as family treasures.",
    ],
    places: [
      {
        id: "timbuktu",
        name: "Timbuktu",
        landmark: "the Sankore mosque",
        sketch: [
          "Timbuktu stood where the desert meets the great bend of the Niger, a city of scholars, traders and caravans.",
          "Its libraries held books brought from Cairo and Fez, and its teachers had students from half a continent.",
        ],
      },
      {
        id: "niani",
        name: "Niani",
        landmark: "the royal court",
        sketch: [
          "Niani, on the upper Niger, was remembered as the seat of the king, with broad fields and a court where envoys waited.",
          "Its people farmed rice and millet and traded along the river in long canoes.",
        ],
      },
      {
        id: "djenne",
        name: "Djenné",
        landmark: "the market square",
        sketch: [
          "Djenné was a river town that became an island each year when the floodwaters rose around it.",
          "Its weekly market drew people from every village within a day's walk.",
        ],
      },
    ],
  },
  {
    id: "renaissance",
    name: "Renaissance Italy",
    when: "some five hundred years ago",
    start: 1450,
    scenes: [
      "Painters ground their own colours and argued about perspective as if it were a matter of life and death.",
      "Printed books were new, and cheap enough that a craftsman might own two or three.",
      "Bankers and wool merchants paid for chapels, statues and feasts, and liked to be seen doing it.",
      "Plague returned every few years, and people lived with a sharp sense of how short a life could be.",
    ],
    places: [
      {
        id: "florence",
        name: "Florence",
        landmark: "the Ponte Vecchio",
        sketch: [
          "Florence lay in a bowl of hills along the Arno, its red dome finished and its workshops full of apprentices.",
          "Goldsmiths and butchers shared its old bridge, and the river sometimes rose into the streets.",
        ],
      },
      {
        id: "venice",
        name: "Venice",
        landmark: "the Rialto",
        sketch: [
          "Venice was a city built on water, where every errand meant a boat or a bridge.",
          "Its glassmakers worked on the island of Murano and were forbidden to leave and take their secrets with them.",
        ],
      },
      {
        id: "urbino",
        name: "Urbino",
        landmark: "the ducal palace",
        sketch: [
          "Urbino was a hill town with a palace famous for its library and its elegant courtyards.",
          "Its court gathered painters, mathematicians and musicians, and the town grew proud of its good manners.",
        ],
      },
    ],
  },
  {
    id: "edo",
    name: "Edo-period Japan",
    when: "some three hundred years ago",
    start: 1650,
    scenes: [
      "The country had been at peace for generations, and the highways were full of merchants, pilgrims and messengers.",
      "Woodblock prints of actors and famous views sold for the price of a bowl of noodles.",
      "Fire was the great fear of the cities, and every neighbourhood kept watchmen, buckets and ladders.",
      "The seasons were celebrated precisely: plum blossom, cherry blossom, the first bonito, the autumn moon.",
    ],
    places: [
      {
        id: "edo",
        name: "Edo",
        landmark: "the Nihonbashi bridge",
        sketch: [
          "Edo was one of the largest cities in the world, a sprawl of canals, merchant streets and samurai mansions.",
          "Every road in the country was measured from its great bridge, and everything seemed to pass over it sooner or later.",
        ],
      },
      {
        id: "kyoto",
        name: "Kyoto",
        landmark: "the bank of the Kamo",
        sketch: [
          "Kyoto was the old capital, a city of temples, weavers and tea houses in a ring of green hills.",
          "Its craftspeople took pride in doing things the slow, exact way their grandparents had.",
        ],
      },
      {
        id: "osaka",
        name: "Osaka",
        landmark: "the rice exchange",
        sketch: [
          "Osaka was called the kitchen of the country, where rice, sake and soy sauce were traded by the boatload.",
          "Its merchants loved the puppet theatre and could quote the newest plays by heart.",
        ],
      },
    ],
  },
  {
    id: "sail",
    name: "the age of sail",
    when: "some two hundred and fifty years ago",
    start: 1750,
    scenes: [
      "Tall ships came and went on the tide, and a single voyage could keep someone away for years.",
      "Coffee houses were where news, insurance and gossip were traded, often in the same breath.",
      "Letters crossed oceans slowly, and people reread the old ones while they waited for the next.",
      "New maps appeared every season, with coastlines that had been guesses only a generation before.",
    ],
    places: [
      {
        id: "bristol",
        name: "Bristol",
        landmark: "the quay",
        sketch: [
          "Bristol was a busy port on a river with tides so high that ships sat in the mud at low water.",
          "Its merchants built fine houses, and its rope walks stretched longer than a street.",
        ],
      },
      {
        id: "lisbon",
        name: "Lisbon",
        landmark: "the riverside square",
        sketch: [
          "Lisbon was rebuilding after the great earthquake, with straight new streets rising from the rubble.",
          "From its hills you could count the masts crowding the broad mouth of the Tagus.",
        ],
      },
      {
        id: "amsterdam",
        name: "Amsterdam",
        landmark: "the Herengracht",
        sketch: [
          "Amsterdam was a city of canals and counting houses, with cargo hoisted by pulley straight into attic storerooms.",
          "Its printers and mapmakers were famous, and its streets smelled of tar, tea and the sea.",
        ],
      },
    ],
  },
  {
    id: "industrial",
    name: "the industrial nineteenth century",
    when: "some hundred and fifty years ago",
    start: 1860,
    scenes: [
      "Railways had shrunk the country, and a journey that once took a week now took a morning.",
      "Gaslight burned in the streets, and the sky over the mills was grey with smoke.",
      "Newspapers were cheap and everywhere, and the telegraph brought news from across the sea in hours.",
      "Working days were long, but lending libraries and evening classes opened doors that had always been shut.",
    ],
    places: [
      {
        id: "manchester",
        name: "Manchester",
        landmark: "the canal basin",
        sketch: [
          "Manchester was a city of cotton mills, warehouses and chimneys, growing faster than anyone could count.",
          "Its workers ran reading rooms and choirs, and its arguments about fair pay were heard across the country.",
        ],
      },
      {
        id: "paris",
        name: "Paris",
        landmark: "the new boulevards",
        sketch: [
          "Paris was being torn down and rebuilt in broad avenues, with cafés spilling onto the new pavements.",
          "Painters, tailors and engineers all felt that the city was inventing the future.",
        ],
      },
      {
        id: "edinburgh",
        name: "Edinburgh",
        landmark: "the castle rock",
        sketch: [
          "Edinburgh was a city of stone on hills, its old town crowded below the castle and its new town laid out in elegant rows.",
          "Its printers, doctors and lawyers were famous, and so was its weather.",
        ],
      },
    ],
  },
  {
    id: "jazz",
    name: "the jazz age",
    when: "about a hundred years ago",
    start: 1920,
    scenes: [
      "Radios were new, and families gathered around them in the evening to hear music played miles away.",
      "Hemlines, haircuts and dances changed so quickly that the older generation gave up keeping count.",
      "Motor cars were crowding out the horses, and the smell of petrol was becoming the smell of cities.",
      "Cinema was silent until, suddenly, it was not, and every picture house raced to put in speakers.",
    ],
    places: [
      {
        id: "new-york",
        name: "New York",
        landmark: "the elevated railway",
        sketch: [
          "New York was building upward, its towers racing each other into the sky while the trains rattled overhead.",
          "In its clubs and ballrooms the music went on until the milk carts came out.",
        ],
      },
      {
        id: "chicago",
        name: "Chicago",
        landmark: "the lakefront",
        sketch: [
          "Chicago was a city of stockyards, railways and brass bands, sprawling along the shore of a lake as wide as a sea.",
          "Musicians arriving from the south brought a new sound that poured out of its basements.",
        ],
      },
      {
        id: "berlin",
        name: "Berlin",
        landmark: "the Spree embankment",
        sketch: [
          "Berlin was restless and bright after the war, full of cabarets, workshops and experimental theatre.",
          "Its trams and cafés were crowded day and night, and everyone seemed to be starting something new.",
        ],
      },
    ],
  },
];
