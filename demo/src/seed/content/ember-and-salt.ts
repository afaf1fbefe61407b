import type { SeedKitchen } from '../seed-types.ts';
import { moreEmberPress } from './ember-and-salt-press.ts';

export const kitchen: SeedKitchen = {
  slug: 'ember-and-salt',
  title: 'Ember & Salt',
  owner: {
    email: 'tomas@ember-and-salt.example',
    displayName: 'Tomás Reyes-Whitfield',
    bio: 'Chef and owner of Ember & Salt, a wood-fired restaurant where Mexican and Mediterranean cooking meet over the same bed of coals.',
    face: 'man-cook-medium',
  },
  aboutHeading: 'About Chef Tomás',
  aboutShort:
    'Chef Tomás Reyes-Whitfield cooks Mexican and Mediterranean food over live fire, and this is where he writes down how to do it at home.',
  about: [
    "I grew up between two kitchens. My mother's family cooked in Oaxaca, where the comal was never cold and salsa started with tomatoes blistered straight on the coals. My father's family fished and grilled on a stretch of Mediterranean coast where octopus hung drying on a line and every lunch ended with something sweet charred on the last of the embers. I didn't know it was unusual to think of those as the same cooking until I went to culinary school and someone asked me which cuisine was really mine.",
    "The answer, it turns out, is fire. After twelve years in other people's restaurants, I opened Ember & Salt with a single wood-burning hearth and no gas burners on the line. Everything on the menu touches flame at some point, from the short ribs that finish over hardwood to the pineapple we char for the agua fresca. It makes the kitchen hotter and the cooks more patient, and I would not change it.",
    "This site is the home version. The recipes here are the ones guests ask me for most, rewritten for a backyard kettle grill, a cast-iron skillet and a regular oven. I've tested every one on the cheap grill I keep behind my apartment, not on the restaurant hearth, because that is the fire most of you actually have. Where a dish works just as well indoors, I tell you how.",
    "When I'm not at the restaurant, I teach live-fire classes, cook at pop-up dinners and festivals, and occasionally talk too long on podcasts about charcoal. You'll find those dates on the events page and the interviews below. If you cook something from here, I want to hear how your fire behaved. Every grill is different, and I learn something from every one.",
  ],
  colorTheme: 'Ember',
  typeTheme: 'Smokehouse',
  themeStyle: 'bold',
  themeAccentColor: '#e8590c',
  headerLayout: 'left',
  defaultMeasurementSystem: 'imperial',
  defaultTemperatureSystem: 'fahrenheit',
  newslettersEnabled: true,
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  commentsEnabled: false,
  socialMediaLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/emberandsalt.kitchen' },
    { platform: 'youtube', url: 'https://www.youtube.com/@emberandsaltkitchen' },
    { platform: 'x', url: 'https://x.com/emberandsaltfire' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@emberandsalt.kitchen' },
  ],
  headerLinks: [
    { label: 'Press', href: '/about/#press' },
    { label: 'Restaurant', href: '/links/', openInNewTab: true },
  ],
  linkPageHeading: 'Find us off the page',
  links: [
    { label: 'Reserve a table at Ember & Salt', href: 'https://example.com/restaurant/reservations' },
    { label: 'Private dining and full buyouts', href: 'https://example.com/restaurant/private-dining' },
    { label: 'Book a live-fire cooking class', href: 'https://example.com/restaurant/classes' },
    { label: 'Restaurant gift cards', href: 'https://example.com/restaurant/gift-cards' },
  ],
  events: [
    {
      title: 'Pop-Up Dinner: Coastal Fire',
      date: '2025-09-20',
      location: 'The Net Loft, Harbor Road, Monterey, California',
      description:
        'A five-course dinner cooked entirely over open fire on the wharf: grilled octopus, shrimp a la plancha, a paella for the whole table and grilled peaches to close. Long communal tables, one seating, sunset included.',
      href: 'https://example.com/events/coastal-fire-pop-up',
      photo: {
        hue: 20,
        alt: 'Long candlelit tables on a wooden wharf with a smoking grill in the background at dusk',
      },
    },
    {
      title: 'Live-Fire Demo at the Harvest Smoke Festival',
      date: '2025-10-11',
      location: 'Main Hearth Stage, Riverside Fairgrounds, Sacramento, California',
      description:
        'Chef Tomás builds a fire from scratch and shows how to read it: when to sear, when to wait and how to finish ancho-braised short ribs over the coals. Tastings for the first rows, so come early.',
      href: 'https://example.com/events/harvest-smoke-festival-demo',
      photo: { hue: 28, alt: 'A chef lifting glazed short ribs off a grill in front of a festival crowd' },
    },
    {
      title: 'Hands-On Class: Paella Over Coals',
      date: '2026-03-14',
      location: 'Ember & Salt back patio',
      description:
        'A three-hour class for twelve cooks. You will make sofrito, manage a charcoal fire under a wide pan and learn to hear the socarrat forming, then sit down together to eat what you cooked.',
      href: 'https://example.com/events/paella-over-coals-class',
      photo: { hue: 42, alt: 'A wide paella pan of saffron rice, shrimp and peas set over glowing charcoal' },
    },
    {
      title: 'Pop-Up Dinner: Salsa & Mezze',
      date: '2026-06-06',
      location: 'Orchard Barn, Hollow Creek Farm, Healdsburg, California',
      description:
        'A farm dinner that puts an Oaxacan salsa bar next to a Mediterranean mezze spread: charred corn, grilled flatbreads, romesco, salsa tatemada and carnitas straight from the pot. Non-alcoholic agua fresca pairings available.',
      href: 'https://example.com/events/salsa-and-mezze-pop-up',
      photo: {
        hue: 55,
        alt: 'A wooden table covered with bowls of salsa, grilled flatbreads and charred corn in a barn',
      },
    },
  ],
  press: [
    {
      title: 'The Weekend Table: "The Chef Who Lets the Fire Decide"',
      url: 'https://example.com/press/weekend-table-fire-decides',
      description:
        'A six-page magazine feature on Ember & Salt, the single-hearth kitchen and the two family traditions behind the menu.',
      date: '2025-06-14',
    },
    {
      title: 'Fire & Feast Podcast, Episode 112: Cooking Without a Thermostat',
      url: 'https://example.com/press/fire-and-feast-112',
      description:
        'Tomás talks about reading a charcoal fire by hand, why he took the gas burners out and the worst night of service the hearth ever gave him.',
      date: '2025-04-02',
    },
    {
      title: 'Morning Plate TV: Grilled Peaches in Five Minutes',
      url: 'https://example.com/press/morning-plate-grilled-peaches',
      description:
        'A live TV segment grilling peaches with cinnamon honey and lime cream on a tabletop grill.',
      date: '2025-08-21',
    },
    {
      title: 'Coastline Eats: 12 Dishes We Cannot Stop Thinking About',
      url: 'https://example.com/press/coastline-eats-twelve-dishes',
      description: 'The grilled octopus with smoked paprika potatoes made the list at number three.',
      date: '',
    },
    {
      title: 'Smoke Signals Quarterly: Anatomy of a Paella Pan',
      url: 'https://example.com/press/smoke-signals-paella-pan',
      description:
        'An illustrated magazine piece on cooking paella over charcoal, with notes from Tomás on pan sizes, fire layout and socarrat.',
      date: '2025-11-01',
    },
    {
      title: 'The Salt Line Podcast: Two Countries, One Grill',
      url: 'https://example.com/press/salt-line-two-countries',
      description:
        'A long conversation about growing up between Oaxacan and Mediterranean kitchens, and what they have in common.',
      date: '',
    },
    {
      title: 'Supper Club Weekly: The Best New Restaurants of the Year',
      url: 'https://example.com/press/supper-club-best-new-restaurants',
      description:
        'Ember & Salt named one of the ten best new restaurants, with special mention for the carnitas.',
      date: '2025-12-10',
    },
    {
      title: 'City Table Live: Salsa Tatemada in a Molcajete',
      url: 'https://example.com/press/city-table-live-salsa',
      description:
        'A TV cooking segment charring tomatoes and chiles in a skillet and grinding them by hand on air.',
      date: '2026-02-25',
    },
    {
      title: 'Open Flame Review: Ember & Salt',
      url: 'https://example.com/press/open-flame-review',
      description: 'The first full review of the restaurant, three months after opening.',
      date: '2025-03-20',
    },
    {
      title: 'Kitchen Stories Radio: Between Two Kitchens',
      url: 'https://example.com/press/kitchen-stories-radio',
      description:
        "A twenty-minute radio feature about Tomás's grandmothers and the dishes he still cooks the way they did.",
      date: '',
    },
    {
      title: 'Hearth & Home Magazine: Build a Backyard Fire Kitchen',
      url: 'https://example.com/press/hearth-and-home-backyard-fire',
      description:
        'Tomás walks through the eight tools he thinks every home live-fire cook needs, and the expensive ones to skip.',
      date: '2026-05-05',
    },
    {
      title: 'Fire & Feast Podcast, Episode 140: The Octopus Episode',
      url: 'https://example.com/press/fire-and-feast-140',
      description:
        'A return visit to the podcast, entirely about octopus: buying it, tenderizing it and getting the tips crisp.',
      date: '2026-06-18',
    },
    ...moreEmberPress,
  ],
  productLinks: [
    {
      title: 'Ember & Salt smoked sea salt, 250 g',
      href: 'https://example.com/shop/ember-and-salt/smoked-sea-salt',
      price: '$14.00',
      photo: { hue: 25, alt: 'A kraft paper pouch of grey smoked sea salt flakes' },
    },
    {
      title: 'Carbon steel skillet, 10 inch',
      href: 'https://example.com/shop/ember-and-salt/carbon-steel-skillet',
      price: '$68.00',
      photo: { hue: 210, alt: 'A dark carbon steel skillet with a long riveted handle' },
    },
    {
      title: 'Long fire tongs',
      href: 'https://example.com/shop/ember-and-salt/fire-tongs',
      price: '$32.00',
      photo: { hue: 15, alt: 'A pair of long steel tongs resting on a wood board' },
    },
    {
      title: 'Waxed canvas apron',
      href: 'https://example.com/shop/ember-and-salt/apron',
      price: '$85.00',
      photo: { hue: 35, alt: 'A brown waxed canvas apron with leather straps on a hook' },
    },
    {
      title: 'Hearth spice blend trio',
      href: 'https://example.com/shop/ember-and-salt/spice-trio',
      price: '$24.00',
      photo: { hue: 5, alt: 'Three small tins of red, brown and green spice blends' },
    },
    {
      title: 'Gift card',
      href: 'https://example.com/restaurant/gift-cards',
      price: 'From $50.00',
      photo: { hue: 45, alt: 'A charcoal-grey gift card printed with the Ember & Salt flame' },
    },
  ],
  ingredients: [
    {
      title: 'boneless skinless chicken thigh',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'bone-in beef short rib',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'boneless pork shoulder',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'whole octopus',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'large shrimp',
      gramsPerLiter: 900,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'cured chorizo',
      gramsPerLiter: 1000,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'fingerling potato',
      gramsPerLiter: 650,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'dried black bean',
      gramsPerLiter: 780,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'bomba rice',
      gramsPerLiter: 800,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'frozen pea',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'crumbled feta',
      gramsPerLiter: 480,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'blanched almond',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'hazelnut',
      gramsPerLiter: 570,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'shelled pistachio',
      gramsPerLiter: 520,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'flat-leaf parsley',
      gramsPerLiter: 130,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'cilantro',
      gramsPerLiter: 130,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'fresh mint',
      gramsPerLiter: 130,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'caper',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'red wine vinegar',
      gramsPerLiter: 1010,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'sherry vinegar',
      gramsPerLiter: 1010,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'apple cider vinegar',
      gramsPerLiter: 1010,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dry white wine',
      gramsPerLiter: 990,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'lime juice',
      gramsPerLiter: 1030,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'ancho chile powder',
      gramsPerLiter: 450,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'smoked paprika',
      gramsPerLiter: 460,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dried oregano',
      gramsPerLiter: 110,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: "za'atar",
      gramsPerLiter: 400,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'flaky sea salt',
      gramsPerLiter: 400,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'saffron thread',
      gramsPerLiter: 150,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'ear of corn', pluralTitle: 'ears of corn' },
    { title: 'shallot', pluralTitle: 'shallots' },
    { title: 'jalapeño', pluralTitle: 'jalapeños' },
    { title: 'serrano chile', pluralTitle: 'serrano chiles' },
    { title: 'dried ancho chile', pluralTitle: 'dried ancho chiles' },
    { title: 'dried guajillo chile', pluralTitle: 'dried guajillo chiles' },
    { title: 'dried chile de árbol', pluralTitle: 'dried chiles de árbol' },
    { title: 'chipotle chile in adobo', pluralTitle: 'chipotle chiles in adobo' },
    { title: 'bay leaf', pluralTitle: 'bay leaves' },
    { title: 'cinnamon stick', pluralTitle: 'cinnamon sticks' },
    { title: 'orange', pluralTitle: 'oranges' },
    { title: 'white onion', pluralTitle: 'white onions' },
    { title: 'red bell pepper', pluralTitle: 'red bell peppers' },
    { title: 'roma tomato', pluralTitle: 'roma tomatoes' },
    { title: 'corn tortilla', pluralTitle: 'corn tortillas' },
    { title: 'country bread' },
    { title: 'peach', pluralTitle: 'peaches' },
    { title: 'pineapple', pluralTitle: 'pineapples' },
  ],
  equipment: [
    { title: 'Charcoal grill', hue: 20 },
    { title: 'Cast-iron skillet', hue: 0 },
    { title: 'Plancha', hue: 210 },
    { title: 'Molcajete', hue: 30 },
    { title: 'Dutch oven', hue: 15 },
    { title: 'Paella pan', hue: 45 },
    { title: 'Blender', hue: 200 },
    { title: 'Instant-read thermometer', hue: 0 },
  ],
  featuredRecipeSlugs: [
    'grilled-chicken-thighs-salsa-verde',
    'ancho-braised-short-ribs',
    'paella-on-the-grill',
    'grilled-octopus-smoked-paprika-potatoes',
    'salsa-tatemada',
  ],
  recipes: [
    {
      slug: 'grilled-chicken-thighs-salsa-verde',
      title: 'Grilled Chicken Thighs with Salsa Verde',
      description:
        'Cumin-and-lime chicken thighs charred hard over hot coals, then spooned with a sharp, caper-flecked herb salsa you can make while the fire settles.',
      storyExcerpt: `This is the staff meal that accidentally became a menu item. On our first summer at the restaurant, we had a mountain of parsley and cilantro stems left from prep, a case of chicken thighs and a hearth that was still hot after lunch service. One of my line cooks chopped the herbs with capers and a jalapeño, I put the thighs over the coals, and by the time we sat down half the dining room staff was hovering over the board.

Thighs are the cut I trust most over live fire. They have enough fat to baste themselves, they forgive you if a flare-up catches them, and they are honestly better cooked a little past "done." The salsa verde is the other half of the idea: cold, sharp and green against all that char.`,
      storyMore: `The salsa is a cross between the one my father's family made for grilled fish, heavy on parsley and capers, and the raw green salsas from my mother's side with their chile and lime. Neither grandmother would recognize it exactly, and both would eat it.

Make the salsa by hand with a knife rather than in a food processor. It takes ten minutes, and the herbs stay in distinct flecks instead of turning into a paste. That texture is what makes it cling to the chicken.`,
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 15,
      customTimeLabel: 'Marinate',
      customTimeMinutes: 60,
      yieldServings: 4,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Mediterranean', 'Mexican'],
      meals: ['Main Dishes'],
      methods: ['Grilling'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Weeknight', 'Summer'],
      categories: ['Chicken'],
      keywords: ['herb salsa', 'cumin lime marinade', 'backyard cookout'],
      ingredientGroups: [
        {
          title: 'For the chicken',
          items: [
            {
              ref: 'chicken',
              quantity: 2,
              unit: 'pound',
              ingredient: 'boneless skinless chicken thigh',
              titleOverride: 'boneless, skinless chicken thighs',
              preparation: 'patted dry',
            },
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'olive oil' },
            { ref: 'cumin', quantity: 1.5, unit: 'teaspoon', ingredient: 'ground cumin' },
            {
              ref: 'garlic',
              quantity: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'finely grated',
            },
            {
              ref: 'lime',
              quantity: 1,
              ingredient: 'lime',
              titleOverride: 'lime',
              preparation: 'zested, then juiced',
            },
            { ref: 'salt', quantity: 1.5, unit: 'teaspoon', ingredient: 'kosher salt' },
            {
              ref: 'pepper',
              quantity: 0.5,
              unit: 'teaspoon',
              ingredient: 'black pepper',
              preparation: 'freshly ground',
            },
          ],
        },
        {
          title: 'For the salsa verde',
          items: [
            {
              ref: 'shallot',
              quantity: 1,
              ingredient: 'shallot',
              titleOverride: 'small shallot',
              preparation: 'minced',
            },
            { ref: 'vinegar', quantity: 2, unit: 'tablespoon', ingredient: 'red wine vinegar' },
            {
              ref: 'parsley',
              quantity: 1,
              unit: 'cup',
              ingredient: 'flat-leaf parsley',
              preparation: 'packed leaves and tender stems, finely chopped',
            },
            {
              ref: 'cilantro',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'cilantro',
              preparation: 'packed, finely chopped',
            },
            {
              ref: 'mint',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'fresh mint',
              preparation: 'leaves, finely chopped',
            },
            {
              ref: 'capers',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'caper',
              titleOverride: 'capers',
              preparation: 'drained and chopped',
            },
            {
              ref: 'jalapeno',
              quantity: 1,
              ingredient: 'jalapeño',
              titleOverride: 'jalapeño',
              preparation: 'seeded and minced',
            },
            {
              ref: 'svoil',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'olive oil',
              note: 'use your best bottle here',
            },
            { ref: 'svsalt', quantity: 0.5, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Marinate the chicken',
          steps: [
            {
              text: 'In a large bowl, stir together {@oil}, {@cumin}, {@garlic}, the zest and juice of {@lime}, {@salt} and {@pepper}. Add {@chicken} and turn with your hands until every piece is coated.',
            },
            {
              text: "Cover and refrigerate for at least 1 hour and up to 8 hours. Take the bowl out of the fridge 20 minutes before grilling so the meat isn't cold at the center.",
              timerMinutes: 60,
            },
          ],
        },
        {
          title: 'Make the salsa verde',
          steps: [
            {
              text: "While the chicken marinates, combine {@shallot} and {@vinegar} in a small bowl and let sit for 10 minutes to soften the shallot's bite.",
              timerMinutes: 10,
            },
            {
              text: 'Stir in {@parsley}, {@cilantro}, {@mint}, {@capers} and {@jalapeno}, then pour in {@svoil} and season with {@svsalt}. It should be loose and spoonable; add up to {2 tablespoon} more oil if it looks tight.',
            },
          ],
        },
        {
          title: 'Grill',
          steps: [
            {
              text: 'Light a chimney of charcoal. When the coals are glowing and covered in gray ash, pour them onto one side of the grill to make a hot zone and a cooler zone. Replace the grate and heat it to about {450 fahrenheit}; you should be able to hold your hand above it for only 2 to 3 seconds.',
              timerMinutes: 20,
              images: 1,
            },
            {
              text: 'Grill the thighs smooth side down over the hot zone, without moving them, until deeply charred, 5 to 6 minutes. Flip and cook until the thickest part reads {175 fahrenheit} on an instant-read thermometer, 4 to 6 minutes more. Move any pieces that flare up to the cooler side.',
              timerMinutes: 12,
              images: 1,
            },
            {
              text: 'Rest the chicken on a board for 5 minutes, then slice it or leave it whole and spoon the salsa verde over the top. Serve the rest of the salsa at the table.',
              timerMinutes: 5,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Charcoal grill', note: 'a gas grill on high works too' },
        { equipment: 'Instant-read thermometer' },
      ],
      note: "Thighs stay juicy well past {165 fahrenheit}, and the extra heat renders the fat and crisps the edges, so don't pull them early. The salsa verde keeps for a day in the fridge, but the herbs dull; if you make it ahead, add the mint just before serving.",
      publishedAt: '2025-05-16',
      photo: {
        hue: 100,
        alt: 'Charred chicken thighs on a wooden board spooned with bright green salsa verde',
      },
    },
    {
      slug: 'charred-corn-lime-crema-feta',
      title: 'Charred Corn with Lime Crema and Feta',
      description:
        'Sweet corn blistered over a hot fire, then slathered with garlicky lime crema, salty feta, ancho chile and cilantro. Eat it off the cob or cut it into a bowl.',
      storyExcerpt: `Every street corner near my grandmother's house had a corn cart in the evening, and the smell of husks scorching on the coals is still how I know summer has started. The cart vendors used crema and a crumbly aged cheese; I use feta because it is what my father's side always had in the fridge, and because its brine cuts through the sweetness of July corn better than anything else I've tried.

The trick is to be braver with the heat than feels comfortable. You want some kernels properly black, not just golden. That bitterness is what makes the crema taste so rich.`,
      storyMore: `At the restaurant we cut the kernels off and serve them in a cup like esquites, because nobody wants to eat corn on the cob on a first date. At home, I hand people the whole ear and a stack of napkins.

If you're cooking inside, a dry cast-iron skillet gets you most of the way there. Open a window, turn on the fan and don't move the ears too often.`,
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 15,
      yieldServings: 6,
      servingDescription: 'ear',
      difficulty: 'easy',
      cuisines: ['Mexican'],
      meals: ['Snacks & Sides'],
      methods: ['Grilling'],
      diets: ['Vegetarian', 'Gluten-Free'],
      tags: ['Summer', 'Weeknight', 'Kid-Friendly'],
      categories: ['Vegetables'],
      keywords: ['elote', 'esquites', 'corn on the cob'],
      ingredientGroups: [
        {
          title: 'For the corn',
          items: [
            {
              ref: 'corn',
              quantity: 6,
              ingredient: 'ear of corn',
              titleOverride: 'ears of sweet corn',
              preparation: 'husked',
            },
            { ref: 'oil', quantity: 1, unit: 'tablespoon', ingredient: 'vegetable oil' },
          ],
        },
        {
          title: 'For the lime crema',
          items: [
            { ref: 'sourcream', quantity: 0.5, unit: 'cup', ingredient: 'sour cream' },
            {
              ref: 'lime',
              quantity: 1,
              ingredient: 'lime',
              titleOverride: 'lime',
              preparation: 'zested and juiced',
            },
            {
              ref: 'garlic',
              quantity: 1,
              ingredient: 'garlic clove',
              titleOverride: 'garlic clove',
              preparation: 'finely grated',
            },
            { ref: 'salt', quantity: 0.5, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
        {
          title: 'To finish',
          items: [
            { ref: 'feta', quantity: 3, unit: 'ounce', ingredient: 'crumbled feta' },
            { ref: 'chile', quantity: 1, unit: 'teaspoon', ingredient: 'ancho chile powder' },
            { ref: 'cilantro', quantity: 0.25, unit: 'cup', ingredient: 'cilantro', preparation: 'chopped' },
            { ref: 'wedges', quantity: 1, ingredient: 'lime', titleOverride: 'lime, cut into wedges' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the crema',
          steps: [
            {
              text: 'Whisk {@sourcream}, the zest and juice of {@lime}, {@garlic} and {@salt} in a small bowl. Refrigerate until needed; it thickens as it sits.',
            },
          ],
        },
        {
          title: 'Char the corn',
          steps: [
            {
              text: 'Build a hot fire, spreading the coals in an even layer, and heat the grate to about {500 fahrenheit}.',
              timerMinutes: 20,
            },
            {
              text: 'Rub {@corn} with {@oil}. Grill, turning every 2 minutes with tongs, until blistered and blackened in patches all over and the kernels are tender, 10 to 12 minutes.',
              timerMinutes: 12,
              images: 1,
            },
            {
              text: 'No grill? Char the ears in a dry cast-iron skillet over high heat, turning occasionally, for about 12 minutes, working in two batches.',
              note: 'Expect some popping; keep a lid nearby.',
            },
          ],
        },
        {
          title: 'Dress and serve',
          steps: [
            {
              text: 'Let the corn cool for 5 minutes. Leave the ears whole, or stand each one in a wide bowl and slice the kernels off for an esquites-style salad.',
              timerMinutes: 5,
            },
            {
              text: 'Spoon or brush the crema over the corn, scatter with {@feta}, dust with {@chile} and finish with {@cilantro}. Serve with {@wedges} for squeezing.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Charcoal grill' },
        { equipment: 'Cast-iron skillet', note: 'for cooking indoors' },
      ],
      note: 'The crema keeps for 3 days in the fridge and is excellent on grilled fish, tacos or a baked potato. For a dairy-free version, swap the sour cream for {0.5 cup} of mayonnaise and skip the feta.',
      publishedAt: '2025-07-03',
      photo: {
        hue: 50,
        alt: 'Blackened ears of corn drizzled with white lime crema, crumbled feta and red chile powder',
      },
    },
    {
      slug: 'ancho-braised-short-ribs',
      title: 'Ancho-Braised Short Ribs',
      description:
        'Bone-in short ribs braised low and slow in a brick-red sauce of toasted ancho and guajillo chiles, then finished over a hot fire until crusted and glossy.',
      storyExcerpt: `These short ribs have been on the Ember & Salt menu since the night we opened, and I have tried to take them off three times. Every time, regulars send messages. So they stay, and now you can make them at home and stop asking me.

The braise is closer to my mother's family's cooking: dried chiles toasted until they smell like raisins and coffee, soaked and blended with onion, garlic and tomato into a sauce that's deep without being heavy. The finish is pure restaurant. We pull the ribs from the sauce, put them over the hottest part of the hearth and paint them with reduced braising liquid until it caramelizes into a lacquer.`,
      storyMore: `Don't skip browning the ribs first, even though it's the messiest part. The dark crust you build in the pot dissolves into the sauce during the long braise and gives it backbone.

This is a perfect make-ahead dish for a dinner party. The ribs are better the next day, the fat is easier to lift off once it's cold, and all you have to do when guests arrive is light the grill.`,
      privacy: 'public',
      prepTimeMinutes: 40,
      cookTimeMinutes: 210,
      yieldServings: 6,
      servingDescription: 'serving',
      difficulty: 'medium',
      cuisines: ['Mexican'],
      meals: ['Main Dishes'],
      methods: ['Braising', 'Grilling'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Entertaining'],
      categories: ['Meat'],
      keywords: ['ancho chile sauce', 'braised beef', 'sunday supper'],
      ingredientGroups: [
        {
          title: 'For the short ribs',
          items: [
            {
              ref: 'ribs',
              quantity: 5,
              unit: 'pound',
              ingredient: 'bone-in beef short rib',
              titleOverride: 'bone-in beef short ribs, English cut',
              preparation: 'about 8 thick pieces',
            },
            { ref: 'salt', quantity: 1, unit: 'tablespoon', ingredient: 'kosher salt' },
            {
              ref: 'pepper',
              quantity: 1,
              unit: 'teaspoon',
              ingredient: 'black pepper',
              preparation: 'freshly ground',
            },
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'vegetable oil' },
          ],
        },
        {
          title: 'For the braise',
          items: [
            {
              ref: 'ancho',
              quantity: 4,
              ingredient: 'dried ancho chile',
              titleOverride: 'dried ancho chiles',
              preparation: 'stemmed and seeded',
            },
            {
              ref: 'guajillo',
              quantity: 3,
              ingredient: 'dried guajillo chile',
              titleOverride: 'dried guajillo chiles',
              preparation: 'stemmed and seeded',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'large yellow onion',
              preparation: 'roughly chopped',
            },
            {
              ref: 'garlic',
              quantity: 6,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'peeled',
            },
            { ref: 'tomatoes', quantity: 1, unit: 'cup', ingredient: 'canned crushed tomatoes' },
            { ref: 'vinegar', quantity: 2, unit: 'tablespoon', ingredient: 'apple cider vinegar' },
            { ref: 'cumin', quantity: 1, unit: 'teaspoon', ingredient: 'ground cumin' },
            {
              ref: 'oregano',
              quantity: 1,
              unit: 'teaspoon',
              ingredient: 'dried oregano',
              preparation: 'preferably Mexican oregano',
            },
            { ref: 'stock', quantity: 24, unit: 'fluid ounce', ingredient: 'chicken stock', note: '3 cups' },
            { ref: 'cinnamon', quantity: 1, ingredient: 'cinnamon stick', titleOverride: 'cinnamon stick' },
            { ref: 'bay', quantity: 2, ingredient: 'bay leaf', titleOverride: 'bay leaves' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Brown the ribs',
          steps: [
            {
              text: 'Season {@ribs} all over with {@salt} and {@pepper}. If you have time, leave them uncovered in the fridge overnight; if not, let them sit at room temperature while you prepare the chiles.',
            },
            {
              text: 'Heat the oven to {325 fahrenheit}. Toast {@ancho} and {@guajillo} in a dry Dutch oven over medium heat, pressing them flat with tongs, until fragrant and pliable, about 30 seconds per side. Transfer to a bowl, cover with {2 cup} of boiling water and soak for 20 minutes.',
              timerMinutes: 20,
              note: 'Watch closely: burnt chiles make a bitter sauce.',
            },
            {
              text: 'Add {@oil} to the pot over medium-high heat. Brown the ribs in batches without crowding until deeply browned on all sides, 10 to 12 minutes per batch. Set them aside and pour off all but {1 tablespoon} of the fat.',
              timerMinutes: 12,
              images: 1,
            },
          ],
        },
        {
          title: 'Braise',
          steps: [
            {
              text: 'Add {@onion} and {@garlic} to the pot and cook, stirring and scraping up the browned bits, until the onion is soft and browned at the edges, about 6 minutes.',
              timerMinutes: 6,
            },
            {
              text: 'Scrape the onion and garlic into a blender. Add the drained chiles, {1 cup} of their soaking liquid (discard the rest), {@tomatoes}, {@vinegar}, {@cumin} and {@oregano}. Blend until completely smooth.',
            },
            {
              text: 'Pour the sauce back into the pot with {@stock}, {@cinnamon} and {@bay}. Bring to a simmer, nestle in the ribs bone side up, cover and braise in the oven until a fork slides into the meat with no resistance, about 3 hours.',
              timerMinutes: 180,
            },
          ],
        },
        {
          title: 'Finish over the fire',
          steps: [
            {
              text: 'Lift out the ribs. Skim the fat from the sauce, discard the cinnamon and bay, and simmer the sauce on the stovetop until it coats a spoon, 10 to 15 minutes.',
              timerMinutes: 15,
            },
            {
              text: 'Grill the ribs over a hot fire, about {500 fahrenheit} at the grate, for 2 to 3 minutes per side, brushing with sauce each time you turn them, until sticky and charred at the edges. Serve with the remaining sauce spooned over.',
              timerMinutes: 6,
              images: 1,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Dutch oven', titleOverride: 'Large Dutch oven', note: 'at least 7 quarts' },
        { equipment: 'Blender' },
        { equipment: 'Charcoal grill', note: 'or use the broiler' },
      ],
      note: 'Better on day two: chill the ribs in their sauce overnight, lift off the solid fat, then reheat covered at {300 fahrenheit} for 45 minutes before grilling. Braised ribs freeze in their sauce for up to 3 months.',
      publishedAt: '2025-10-22',
      photo: {
        hue: 12,
        alt: 'Glossy, charred short ribs on the bone on a platter, spooned with dark red ancho chile sauce',
      },
    },
    {
      slug: 'orange-garlic-carnitas',
      title: 'Orange and Garlic Carnitas',
      description:
        'Pork shoulder simmered with orange, garlic and warm spices until tender, then left to fry in its own fat until crisp and golden at the edges.',
      storyExcerpt: `Carnitas are the only dish on this site that never touches the grill, and I'm including them anyway because they are what I cook when I'm off and the restaurant is closed. Sunday carnitas at my place have become a small tradition: a pot on the stove by noon, friends arriving around three, tortillas warming in a towel.

The method is beautifully lazy. You braise the pork in a little water with orange and garlic until it's soft, then you keep going. The water boils away, the rendered fat is left behind and the meat slowly fries in it until the edges go crackly and brown. No deep fryer and no quarts of lard. Just patience and a heavy pot.`,
      storyMore: `Leave the fat on the shoulder when you cut it up. It is the frying medium later, and any that doesn't render out turns into the best bites in the pot.

Leftovers are worth planning for. Reheat them in a hot skillet until they crisp again and pile them on eggs, into a torta or over the smoky pot black beans.`,
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 190,
      yieldServings: 8,
      servingDescription: 'serving',
      difficulty: 'medium',
      cuisines: ['Mexican'],
      meals: ['Main Dishes'],
      methods: ['Braising', 'Stovetop'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Entertaining'],
      categories: ['Meat'],
      keywords: ['pork tacos', 'taco night', 'crispy pulled pork'],
      ingredientGroups: [
        {
          title: 'For the carnitas',
          items: [
            {
              ref: 'pork',
              quantity: 4,
              unit: 'pound',
              ingredient: 'boneless pork shoulder',
              preparation: 'cut into 2-inch chunks, fat left on',
            },
            { ref: 'salt', quantity: 2, unit: 'tablespoon', ingredient: 'kosher salt' },
            { ref: 'oregano', quantity: 1, unit: 'teaspoon', ingredient: 'dried oregano' },
            { ref: 'cumin', quantity: 1, unit: 'teaspoon', ingredient: 'ground cumin' },
            {
              ref: 'orange',
              quantity: 1,
              ingredient: 'orange',
              titleOverride: 'orange',
              preparation: 'halved',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'white onion',
              titleOverride: 'white onion',
              preparation: 'quartered',
            },
            {
              ref: 'garlic',
              quantity: 8,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'smashed',
            },
            { ref: 'bay', quantity: 2, ingredient: 'bay leaf', titleOverride: 'bay leaves' },
            { ref: 'cinnamon', quantity: 1, ingredient: 'cinnamon stick', titleOverride: 'cinnamon stick' },
            { ref: 'water', quantity: 2, unit: 'cup', ingredient: 'water' },
          ],
        },
        {
          title: 'For serving',
          items: [
            {
              ref: 'tortillas',
              quantity: 16,
              ingredient: 'corn tortilla',
              titleOverride: 'corn tortillas',
              preparation: 'warmed',
            },
            {
              ref: 'onion2',
              quantity: 0.5,
              ingredient: 'white onion',
              titleOverride: 'white onion',
              preparation: 'finely chopped',
            },
            { ref: 'cilantro', quantity: 0.5, unit: 'cup', ingredient: 'cilantro', preparation: 'chopped' },
            { ref: 'limes', quantity: 2, ingredient: 'lime', titleOverride: 'limes, cut into wedges' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Braise the pork',
          steps: [
            {
              text: 'Pack {@pork} into a Dutch oven in a snug layer and toss with {@salt}, {@oregano} and {@cumin}. Squeeze in the juice of {@orange} and drop in the spent halves, then tuck in {@onion}, {@garlic}, {@bay} and {@cinnamon}.',
            },
            {
              text: 'Pour in {@water}; it should come about halfway up the meat. Bring to a simmer over medium heat, then cover, reduce the heat to low and cook at a bare simmer, turning the pieces once or twice, until the pork is tender enough to pull apart with a spoon, about 2 1/2 hours.',
              timerMinutes: 150,
            },
          ],
        },
        {
          title: 'Crisp the pork',
          steps: [
            {
              text: 'Uncover and fish out the orange halves, onion, bay leaves and cinnamon. Raise the heat to medium-high and boil, stirring now and then, until the liquid has evaporated and the pork is sizzling in its own rendered fat, 20 to 30 minutes.',
              timerMinutes: 25,
            },
            {
              text: 'Keep cooking, turning the pieces gently so they hold together, until they are browned and crisp on several sides, about 10 minutes more.',
              timerMinutes: 10,
              images: 1,
            },
            {
              text: 'For extra crunch, heat {2 tablespoon} of the rendered fat in a cast-iron skillet to about {375 fahrenheit} and fry the pork in batches, pressing it flat with a spatula, for 2 to 3 minutes per side.',
              note: 'Optional, but this is how we do it at the restaurant.',
            },
            {
              text: 'Break the pork into large shreds with two forks, leaving some chunks. Pile into {@tortillas} and top with {@onion2}, {@cilantro} and a squeeze from {@limes}.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven' }, { equipment: 'Cast-iron skillet' }],
      note: 'Carnitas freeze well for up to 3 months. Freeze them with a spoonful of the fat, thaw overnight in the fridge and re-crisp in a hot skillet.',
      publishedAt: '2025-03-09',
      photo: {
        hue: 30,
        alt: 'Golden, crisp-edged shredded pork in a cast-iron skillet next to a stack of corn tortillas and lime wedges',
      },
    },
    {
      slug: 'grilled-octopus-smoked-paprika-potatoes',
      title: 'Grilled Octopus with Smoked Paprika Potatoes',
      description:
        'Octopus simmered until tender, then charred over hot coals until the tips crisp, served with grilled fingerling potatoes and a garlicky smoked paprika oil.',
      storyExcerpt: `On my father's side of the family, octopus was a weekday food. My great-uncle caught them off the rocks, and my grandmother tenderized them the old way, by beating them against the stones by the water before they went into the pot. When I first put octopus on the menu here, I was nervous that no one would order it. It now outsells the steak.

The secret is that there is no secret, just two stages. First a slow, gentle simmer until the flesh gives way to a knife. Then a very hot grill, quickly, until the suckers blister and the thin tips go crisp like bacon. Get the first part right and the second is almost impossible to ruin.`,
      storyMore: `Frozen octopus is your friend here. Freezing breaks down the tough fibers much like my grandmother's beating on the rocks did, and most octopus sold in the US has been frozen anyway. Thaw it overnight in the fridge.

You can simmer the octopus up to two days ahead and keep it in the fridge. That turns this into a fifteen-minute dish on the night, which is why it's a staple at our dinner parties.`,
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 115,
      yieldServings: 4,
      servingDescription: 'serving',
      difficulty: 'hard',
      cuisines: ['Spanish', 'Mediterranean'],
      meals: ['Main Dishes'],
      methods: ['Grilling', 'Stovetop'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Entertaining', 'Make-Ahead'],
      categories: ['Seafood'],
      keywords: ['pulpo', 'tender octopus', 'tapas'],
      ingredientGroups: [
        {
          title: 'For the octopus',
          items: [
            {
              ref: 'octopus',
              quantity: 3,
              unit: 'pound',
              ingredient: 'whole octopus',
              preparation: 'thawed if frozen, cleaned',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'halved',
            },
            { ref: 'bay', quantity: 2, ingredient: 'bay leaf', titleOverride: 'bay leaves' },
            { ref: 'lemon', quantity: 1, ingredient: 'lemon', titleOverride: 'lemon', preparation: 'halved' },
            { ref: 'salt', quantity: 1, unit: 'tablespoon', ingredient: 'kosher salt' },
            { ref: 'wine', quantity: 0.5, unit: 'cup', ingredient: 'dry white wine' },
          ],
        },
        {
          title: 'For the potatoes and paprika oil',
          items: [
            {
              ref: 'potatoes',
              quantity: 1.5,
              unit: 'pound',
              ingredient: 'fingerling potato',
              titleOverride: 'fingerling potatoes',
              preparation: 'halved lengthwise',
            },
            { ref: 'oil', quantity: 0.5, unit: 'cup', ingredient: 'olive oil' },
            {
              ref: 'garlic',
              quantity: 2,
              quantityMax: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'thinly sliced',
            },
            { ref: 'paprika', quantity: 2, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'potsalt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            {
              ref: 'parsley',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'flat-leaf parsley',
              preparation: 'chopped',
            },
            { ref: 'wedges', quantity: 1, ingredient: 'lemon', titleOverride: 'lemon, cut into wedges' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Simmer the octopus',
          steps: [
            {
              text: 'Put {@octopus}, {@onion}, {@bay}, {@lemon}, {@salt} and {@wine} in a large pot and add cold water to cover by an inch. Bring to a boil, then lower the heat to a gentle simmer.',
            },
            {
              text: 'Partially cover and simmer until a paring knife slides easily into the thickest part of a tentacle, 60 to 90 minutes. Start checking at 60 minutes; a smaller octopus is done sooner.',
              timerMinutes: 75,
            },
            {
              text: 'Turn off the heat and let the octopus cool in its liquid for 20 minutes. Lift it out, cut off the tentacles and discard the head, or slice it as a snack for the cook.',
              timerMinutes: 20,
              images: 1,
            },
          ],
        },
        {
          title: 'Cook the potatoes and paprika oil',
          steps: [
            {
              text: 'Meanwhile, cover {@potatoes} with well-salted cold water, bring to a boil and simmer until just tender, 12 to 15 minutes. Drain and let steam dry.',
              timerMinutes: 15,
            },
            {
              text: 'Warm {@oil} and {@garlic} in a small pan over low heat until the garlic is pale gold, about 4 minutes; keep the oil below {250 fahrenheit}. Off the heat, stir in {@paprika}.',
              timerMinutes: 4,
            },
          ],
        },
        {
          title: 'Grill and serve',
          steps: [
            {
              text: 'Heat the grill very hot, about {500 fahrenheit} at the grate. Toss the tentacles and potatoes with a third of the paprika oil and {@potsalt}.',
            },
            {
              text: 'Grill the tentacles until charred and crisp at the tips, 3 to 4 minutes per side. At the same time, grill the potatoes cut side down until striped and crisp, about 5 minutes.',
              timerMinutes: 8,
              images: 2,
            },
            {
              text: 'Pile everything on a warm platter, drizzle with the remaining paprika oil, scatter with {@parsley} and serve with {@wedges}.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Dutch oven', titleOverride: 'Dutch oven or large pot' },
        { equipment: 'Charcoal grill' },
      ],
      note: 'The octopus can be simmered up to 2 days ahead: cool it in the liquid, then refrigerate the tentacles in a covered container. Pat them dry before grilling so they char instead of steam.',
      publishedAt: '2026-06-12',
      photo: {
        hue: 350,
        alt: 'Charred octopus tentacles and crisp fingerling potatoes on a platter drizzled with red paprika oil',
      },
    },
    {
      slug: 'shrimp-a-la-plancha',
      title: 'Shrimp a la Plancha with Chile-Garlic Oil',
      description:
        'Shell-on shrimp seared fast on a screaming-hot plancha, then drenched in olive oil with golden garlic, crumbled chile de árbol and smoked paprika.',
      storyExcerpt: `If you have never cooked on a plancha, think of it as a griddle that's been told it can get as hot as it wants. Ours sits right over the hearth at the restaurant, and on a busy night it is the loudest thing in the kitchen. Shrimp hit it, the shells blister and go red in seconds, and the whole room smells like the seaside bars where I spent every summer as a kid.

Cooking shrimp in their shells is not laziness. The shell protects the meat from the heat and toasts into something deeply savory, and every guest ends up sucking on the heads and licking the oil off their fingers. Put out a lot of napkins, and a lot of bread.`,
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 10,
      customTimeLabel: 'Dry-brine',
      customTimeMinutes: 15,
      yieldServings: 4,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Spanish'],
      meals: ['Main Dishes'],
      methods: ['Grilling'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Weeknight', 'Summer'],
      categories: ['Seafood'],
      keywords: ['gambas', 'garlic shrimp', 'quick dinner'],
      ingredientGroups: [
        {
          title: 'For the shrimp',
          items: [
            {
              ref: 'shrimp',
              quantity: 1.5,
              unit: 'pound',
              ingredient: 'large shrimp',
              titleOverride: 'large shell-on shrimp (16 to 20 per pound)',
              preparation: 'deveined through the shell',
            },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'olive oil' },
            { ref: 'lemon', quantity: 1, ingredient: 'lemon', titleOverride: 'lemon', preparation: 'halved' },
          ],
        },
        {
          title: 'For the chile-garlic oil',
          items: [
            { ref: 'oil2', quantity: 2, unit: 'fluid ounce', ingredient: 'olive oil' },
            {
              ref: 'garlic',
              quantity: 4,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'thinly sliced',
            },
            {
              ref: 'arbol',
              quantity: 2,
              quantityMax: 3,
              ingredient: 'dried chile de árbol',
              titleOverride: 'dried chiles de árbol',
              preparation: 'crumbled',
            },
            { ref: 'paprika', quantity: 1, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'wine', quantity: 2, unit: 'tablespoon', ingredient: 'dry white wine' },
            {
              ref: 'parsley',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'flat-leaf parsley',
              preparation: 'chopped',
            },
            { ref: 'flaky', quantity: 1, unit: 'teaspoon', ingredient: 'flaky sea salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Get ready',
          steps: [
            {
              text: 'Pat {@shrimp} very dry with paper towels and toss with {@salt}. Let sit for 15 minutes; the salt seasons the meat right through the shell.',
              timerMinutes: 15,
            },
            {
              text: 'Meanwhile, set the plancha over a hot fire or across two burners on high and heat until a drop of water skitters and vanishes instantly, about {500 fahrenheit} on the surface.',
              timerMinutes: 10,
            },
            {
              text: 'In a small pan over medium-low heat, warm {@oil2} with {@garlic} and {@arbol} until the garlic is just golden, 3 to 4 minutes. Stir in {@paprika} and {@wine}, let it bubble for 30 seconds and keep warm at the side of the grill.',
              timerMinutes: 4,
            },
          ],
        },
        {
          title: 'Cook the shrimp',
          steps: [
            {
              text: 'Toss the shrimp with {@oil} and lay them on the plancha in a single layer, not touching. Cook without moving until the shells are pink and blistered, about 2 minutes.',
              timerMinutes: 2,
              images: 1,
            },
            {
              text: 'Flip and cook until the flesh is just opaque, 1 to 2 minutes more. While they cook, put {@lemon} cut side down on the plancha to char.',
              timerMinutes: 2,
            },
            {
              text: 'Transfer the shrimp to a warm platter, spoon the chile-garlic oil over, squeeze the charred lemon over the top and finish with {@parsley} and {@flaky}. Serve right away, with bread for the oil.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Plancha', note: 'a large cast-iron griddle works too' },
        { equipment: 'Charcoal grill' },
      ],
      note: "Peeled shrimp will work, but cut the cooking time to about 1 minute per side; they go from tender to rubbery fast. If your shrimp came with heads on, leave them on. That's where the flavor is.",
      publishedAt: '2025-08-14',
      photo: {
        hue: 14,
        alt: 'Blistered red shell-on shrimp on a steel plancha, glistening with chile oil and charred lemon halves',
      },
    },
    {
      slug: 'fire-roasted-romesco',
      title: 'Fire-Roasted Romesco',
      description:
        'A thick, smoky sauce of charred red peppers and tomatoes, toasted almonds and hazelnuts, bread and sherry vinegar, with a dried ancho for warmth.',
      storyExcerpt: `Romesco is the sauce I would take to a desert island, provided the island had a grill. Traditionally it's a Catalan sauce for grilled spring onions, and it's perfect there, but I put it on everything: grilled fish, roasted potatoes, eggs, a piece of toast at midnight.

My version sneaks in a dried ancho chile to do the job of the usual ñora pepper, because that's what my mother's kitchen always had on hand. The ancho brings a raisiny depth that plays beautifully with the smoke from the charred peppers. Nobody from Catalonia has complained yet, but I haven't asked.`,
      storyMore: `Char everything harder than you think you should. The blackened pepper skins come off easily after steaming, and the tomatoes and garlic can keep a few burnt flecks, which is where the smoky flavor comes from.

Romesco keeps for a week in the fridge with a layer of oil on top, and it actually improves after a day. I make a double batch every time I have the grill going.`,
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 25,
      yieldServings: 2,
      servingDescription: 'cup',
      difficulty: 'easy',
      cuisines: ['Spanish'],
      meals: ['Snacks & Sides'],
      methods: ['Grilling'],
      diets: ['Vegan', 'Vegetarian', 'Dairy-Free'],
      tags: ['Make-Ahead', 'Entertaining'],
      categories: ['Sauces & Salsas'],
      keywords: ['roasted red pepper sauce', 'almond sauce', 'dip for grilled vegetables'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'peppers', quantity: 2, ingredient: 'red bell pepper', titleOverride: 'red bell peppers' },
            { ref: 'tomatoes', quantity: 2, ingredient: 'roma tomato', titleOverride: 'roma tomatoes' },
            {
              ref: 'garlic',
              quantity: 4,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'unpeeled',
            },
            {
              ref: 'ancho',
              quantity: 1,
              ingredient: 'dried ancho chile',
              titleOverride: 'dried ancho chile',
              preparation: 'stemmed and seeded',
            },
            {
              ref: 'almonds',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'blanched almond',
              titleOverride: 'blanched almonds',
            },
            {
              ref: 'hazelnuts',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'hazelnut',
              titleOverride: 'hazelnuts',
              preparation: 'skinned',
            },
            {
              ref: 'bread',
              quantity: 1,
              ingredient: 'country bread',
              titleOverride: 'thick slice of day-old country bread',
              preparation: 'torn into pieces',
            },
            { ref: 'oil', quantity: 0.5, unit: 'cup', ingredient: 'olive oil' },
            { ref: 'vinegar', quantity: 2, unit: 'tablespoon', ingredient: 'sherry vinegar' },
            { ref: 'paprika', quantity: 1, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Char the vegetables',
          steps: [
            {
              text: 'Build a hot fire. Grill {@peppers}, {@tomatoes} and {@garlic} directly over the coals, turning with tongs, until blackened all over and slumped: 4 to 5 minutes for the garlic, about 8 for the tomatoes and 12 to 15 for the peppers.',
              timerMinutes: 15,
              images: 1,
            },
            {
              text: 'Seal the peppers in a bowl under a plate and let steam for 10 minutes, then peel, stem and seed them. Slip the tomatoes and garlic out of their skins.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Toast the nuts and bread',
          steps: [
            {
              text: 'While the peppers steam, soak {@ancho} in hot water for 15 minutes. In a cast-iron skillet over medium heat, toast {@almonds} and {@hazelnuts} in {1 tablespoon} of the olive oil, stirring, until golden, 4 to 5 minutes. Add {@bread} and toast until crisp, 2 minutes more.',
              timerMinutes: 7,
            },
          ],
        },
        {
          title: 'Blend',
          steps: [
            {
              text: 'Put the nuts and bread in a blender with the drained ancho, peppers, tomatoes, garlic, {@vinegar}, {@paprika} and {@salt}. Pulse to a coarse paste.',
            },
            {
              text: 'With the motor running, stream in the remaining oil until the sauce is thick but spoonable and still has some texture. Taste: it should be smoky, sharp and rich. Adjust with more salt or a splash of vinegar.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Charcoal grill', note: 'or char under the broiler' },
        { equipment: 'Cast-iron skillet' },
        { equipment: 'Blender', note: 'a food processor works too' },
      ],
      note: 'For a gluten-free romesco, swap the bread for {0.25 cup} more almonds. Store covered with a thin layer of olive oil in the fridge for up to a week.',
      publishedAt: '2025-09-05',
      photo: {
        hue: 8,
        alt: 'A rustic bowl of brick-red romesco sauce with toasted almonds and charred peppers beside it',
      },
    },
    {
      slug: 'grilled-yogurt-flatbreads-zaatar',
      title: "Grilled Yogurt Flatbreads with Za'atar Oil",
      description:
        "Soft, chewy yogurt flatbreads cooked straight on the grate until puffed and blistered, then brushed with garlicky za'atar oil and flaky salt.",
      storyExcerpt: `Bread baked over fire is the oldest cooking I know, and the flatbreads at Ember & Salt are the first thing to go every night. We slap them onto the side of the hearth, they puff like balloons, and they come to the table still crackling with hot oil. The best compliment I ever got was a guest asking if we'd sell them by the dozen.

This home version uses yogurt in the dough, which keeps the bread soft and tender even after it cools and gives it a gentle tang. The dough is forgiving and sticky in a good way. It wants a hot grill, a lid and about ninety seconds of your full attention per flatbread.`,
      storyMore: `I brush them with za'atar oil because that herb-and-sesame blend is what my aunt kept on the table next to the salt. But they are just as good brushed with the chile-garlic oil from the shrimp a la plancha, or torn and dragged through romesco.

The shaped dough waits happily for half an hour, so I shape them all before anyone arrives and grill them to order while people are standing around the fire.`,
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 15,
      customTimeLabel: 'Rise',
      customTimeMinutes: 90,
      yieldServings: 8,
      servingDescription: 'flatbread',
      difficulty: 'medium',
      cuisines: ['Mediterranean'],
      meals: ['Snacks & Sides'],
      methods: ['Grilling'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Kid-Friendly'],
      categories: ['Bread'],
      keywords: ['grilled bread', 'pita-style', 'yogurt dough'],
      ingredientGroups: [
        {
          title: 'For the dough',
          items: [
            {
              ref: 'flour',
              quantity: 3,
              unit: 'cup',
              ingredient: 'all-purpose flour',
              note: 'spooned and leveled, plus more for dusting',
            },
            { ref: 'yeast', quantity: 2, unit: 'teaspoon', ingredient: 'instant yeast' },
            { ref: 'sugar', quantity: 1, unit: 'teaspoon', ingredient: 'granulated sugar' },
            { ref: 'salt', quantity: 1.5, unit: 'teaspoon', ingredient: 'kosher salt' },
            {
              ref: 'yogurt',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'plain yogurt',
              note: 'whole-milk, not Greek',
            },
            {
              ref: 'water',
              quantity: 0.75,
              unit: 'cup',
              ingredient: 'water',
              preparation: 'warm, about {105 fahrenheit}',
            },
            {
              ref: 'oil',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'olive oil',
              note: 'plus more for the bowl',
            },
          ],
        },
        {
          title: "For the za'atar oil",
          items: [
            { ref: 'zoil', quantity: 0.25, unit: 'cup', ingredient: 'olive oil' },
            { ref: 'zaatar', quantity: 2, unit: 'tablespoon', ingredient: "za'atar" },
            {
              ref: 'garlic',
              quantity: 1,
              ingredient: 'garlic clove',
              titleOverride: 'garlic clove',
              preparation: 'finely grated',
            },
            { ref: 'flaky', quantity: 1, unit: 'teaspoon', ingredient: 'flaky sea salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'Whisk {@flour}, {@yeast}, {@sugar} and {@salt} in a large bowl. Add {@yogurt}, {@water} and {@oil} and stir with a wooden spoon into a shaggy dough.',
            },
            {
              text: 'Knead on a lightly floured counter until smooth and springy, about 6 minutes. The dough will be soft and a little tacky; resist adding more than a tablespoon or two of flour.',
              timerMinutes: 6,
              images: 1,
            },
            {
              text: 'Put the dough in an oiled bowl, cover and let rise in a warm spot until doubled, 1 to 1 1/2 hours.',
              timerMinutes: 90,
            },
          ],
        },
        {
          title: 'Shape and grill',
          steps: [
            {
              text: "Stir {@zoil}, {@zaatar} and {@garlic} together in a small bowl to make the za'atar oil.",
            },
            {
              text: 'Prepare a medium-hot fire, about {450 fahrenheit} at the grate. Divide the dough into 8 pieces and stretch or roll each into a rough oval about 1/4 inch thick. Keep them under a towel as you go.',
            },
            {
              text: 'Lay 2 or 3 flatbreads on the grate and close the lid. Cook until puffed, with dark blisters underneath, 1 to 2 minutes, then flip and cook 1 minute more.',
              timerMinutes: 3,
              images: 2,
            },
            {
              text: "Brush each flatbread with za'atar oil as soon as it comes off the grill and sprinkle with {@flaky}. Stack them in a towel-lined basket while you grill the rest.",
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Charcoal grill' },
        { equipment: 'Cast-iron skillet', note: 'for cooking indoors' },
      ],
      note: 'Indoors, cook them one at a time in a dry cast-iron skillet heated over medium-high until just smoking, about 2 minutes per side. Cooled flatbreads freeze well for a month; reheat straight from frozen on the grill or in a {400 fahrenheit} oven for 3 minutes.',
      publishedAt: '2026-04-18',
      photo: {
        hue: 38,
        alt: 'A stack of blistered grilled flatbreads brushed with green-flecked herb oil on a linen towel',
      },
    },
    {
      slug: 'smoky-pot-black-beans',
      title: 'Smoky Pot Black Beans',
      description:
        'Dried black beans simmered with onion, garlic, chipotle and bay until creamy and swimming in an inky, smoky broth. No soaking required.',
      storyExcerpt: `Every kitchen I've ever loved had a pot of beans on the back of the stove. In my grandmother's house it was black beans, cooked in a clay pot with an avocado leaf and served with everything: with eggs at breakfast, beside the rice at lunch, mashed onto a tortilla for a snack in the afternoon.

At the restaurant, the bean pot sits on the warm edge of the hearth all day, and the cooks raid it for staff meal. This is the home version. I've swapped the avocado leaf for chipotle in adobo, which brings a smoky heat you'd normally get from the fire, and it works on any stovetop.`,
      storyMore: `You really don't need to soak the beans. A hard boil at the start and a long, lazy simmer get them creamy. Salt them once they've started to soften, not at the very end, so the seasoning goes all the way through.

Save the broth. A ladle of it, hot in a mug with a squeeze of lime, is my favorite thing to drink on a cold morning before service.`,
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 150,
      yieldServings: 8,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Mexican'],
      meals: ['Snacks & Sides'],
      methods: ['Stovetop'],
      diets: ['Vegan', 'Vegetarian', 'Gluten-Free', 'Dairy-Free'],
      tags: ['One-Pot', 'Make-Ahead', 'Freezer-Friendly'],
      categories: ['Rice & Beans'],
      keywords: ['frijoles de olla', 'bean broth', 'meal prep'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'beans',
              quantity: 1,
              unit: 'pound',
              ingredient: 'dried black bean',
              titleOverride: 'dried black beans',
              preparation: 'picked over and rinsed',
            },
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'olive oil' },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'white onion',
              titleOverride: 'white onion',
              preparation: 'diced',
            },
            {
              ref: 'garlic',
              quantity: 5,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'smashed',
            },
            {
              ref: 'chipotle',
              quantity: 1,
              quantityMax: 2,
              ingredient: 'chipotle chile in adobo',
              titleOverride: 'chipotle chiles in adobo',
              preparation: 'chopped',
            },
            { ref: 'cumin', quantity: 1, unit: 'teaspoon', ingredient: 'ground cumin' },
            { ref: 'oregano', quantity: 1, unit: 'teaspoon', ingredient: 'dried oregano' },
            { ref: 'bay', quantity: 2, ingredient: 'bay leaf', titleOverride: 'bay leaves' },
            { ref: 'water', quantity: 2.5, unit: 'quart', ingredient: 'water', note: 'plus more as needed' },
            { ref: 'salt', quantity: 2, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'lime', quantity: 1, ingredient: 'lime', titleOverride: 'lime', preparation: 'juiced' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Start the pot',
          steps: [
            {
              text: 'Heat {@oil} in a Dutch oven over medium heat. Add {@onion} and cook until soft and translucent, 6 to 8 minutes. Add {@garlic}, {@chipotle}, {@cumin} and {@oregano} and cook until fragrant, about 1 minute.',
              timerMinutes: 8,
            },
            {
              text: 'Add {@beans}, {@bay} and {@water}. Bring to a rolling boil and boil hard for 10 minutes.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Simmer',
          steps: [
            {
              text: 'Reduce the heat to a lazy simmer, partially cover and cook for 1 hour, stirring now and then and adding hot water if the beans peek above the liquid.',
              timerMinutes: 60,
            },
            {
              text: 'Stir in {@salt} and keep simmering until the beans are creamy all the way through and the broth is dark and slightly thickened, 45 to 75 minutes more. Taste five beans; they should all be tender.',
              timerMinutes: 60,
            },
            {
              text: 'Mash a ladleful of beans against the side of the pot to thicken the broth, then stir in {@lime}. Remove the bay leaves and taste for salt.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven' }],
      note: 'In a slow cooker: after the first step, put everything except the salt and lime in the cooker with {2 quart} of water and cook on high for 6 to 7 hours, adding the salt halfway through. The beans keep for 5 days in the fridge or 3 months in the freezer, in their broth.',
      photo: {
        hue: 280,
        alt: 'A clay pot of glossy black beans in dark broth with a wooden spoon and lime wedges',
      },
    },
    {
      slug: 'paella-on-the-grill',
      title: 'Paella on the Grill',
      description:
        'A party-sized paella cooked over charcoal, with chicken, chorizo and shrimp in saffron-scented bomba rice and a crackling, toasted crust on the bottom.',
      storyExcerpt: `The first paella I ever made on my own was for my cousin's wedding, over a wood fire on a hillside, in a pan so big it needed two people to carry it. I had no idea what I was doing. The rice on one side burned and the rice on the other side was soup, and everyone ate every grain anyway, because that's what paella is for. It's not a dish, it's an occasion.

Cooking paella over charcoal is, honestly, easier than on a stove. A home burner only heats the center of a wide pan, but a bed of coals heats all of it, which is exactly what you want. The smoke drifts into the rice as it simmers, and the bottom layer toasts into socarrat, that crisp, caramelized crust that everyone fights over.`,
      storyMore: `The single rule of paella: once the stock goes in, stop stirring. Shake the pan, rotate it over the coals, nudge shrimp into place, but leave the rice alone. Stirring releases starch and you'll end up with risotto.

Use bomba rice if you can find it. It absorbs a lot of stock without going soft, which gives you some room for error when your fire runs a little hot or cool.`,
      privacy: 'public',
      prepTimeMinutes: 40,
      cookTimeMinutes: 60,
      yieldServings: 8,
      servingDescription: 'serving',
      difficulty: 'hard',
      cuisines: ['Spanish'],
      meals: ['Main Dishes'],
      methods: ['Grilling'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Entertaining', 'One-Pot'],
      categories: ['Seafood', 'Chicken', 'Rice & Beans'],
      keywords: ['socarrat', 'saffron rice', 'party food'],
      ingredientGroups: [
        {
          title: 'For the sofrito',
          items: [
            { ref: 'oil', quantity: 0.25, unit: 'cup', ingredient: 'olive oil' },
            {
              ref: 'chicken',
              quantity: 1.5,
              unit: 'pound',
              ingredient: 'boneless skinless chicken thigh',
              titleOverride: 'boneless, skinless chicken thighs',
              preparation: 'cut into 2-inch pieces',
            },
            {
              ref: 'chorizo',
              quantity: 6,
              unit: 'ounce',
              ingredient: 'cured chorizo',
              preparation: 'sliced into thin coins',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'finely chopped',
            },
            {
              ref: 'pepper',
              quantity: 1,
              ingredient: 'red bell pepper',
              titleOverride: 'red bell pepper',
              preparation: 'finely chopped',
            },
            {
              ref: 'garlic',
              quantity: 4,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'minced',
            },
            { ref: 'paprika', quantity: 2, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'tomatoes', quantity: 1, unit: 'cup', ingredient: 'canned crushed tomatoes' },
          ],
        },
        {
          title: 'For the rice',
          items: [
            {
              ref: 'stock',
              quantity: 1.5,
              unit: 'quart',
              ingredient: 'chicken stock',
              preparation: 'hot',
              note: 'keep an extra cup hot on the side',
            },
            {
              ref: 'saffron',
              quantity: 1,
              unit: 'pinch',
              ingredient: 'saffron thread',
              titleOverride: 'saffron threads',
              note: 'a generous pinch',
            },
            { ref: 'rice', quantity: 2, unit: 'cup', ingredient: 'bomba rice' },
            { ref: 'salt', quantity: 2, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
        {
          title: 'To finish',
          items: [
            {
              ref: 'shrimp',
              quantity: 1,
              unit: 'pound',
              ingredient: 'large shrimp',
              titleOverride: 'large shell-on shrimp',
            },
            {
              ref: 'peas',
              quantity: 1,
              unit: 'cup',
              ingredient: 'frozen pea',
              titleOverride: 'frozen peas',
              preparation: 'thawed',
            },
            {
              ref: 'parsley',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'flat-leaf parsley',
              preparation: 'chopped',
            },
            { ref: 'lemons', quantity: 2, ingredient: 'lemon', titleOverride: 'lemons, cut into wedges' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Build the sofrito',
          steps: [
            {
              text: 'Light a full chimney of charcoal and spread the coals in an even layer as wide as your pan. Crumble {@saffron} into {@stock} and keep it hot at the side of the grill to steep.',
              timerMinutes: 20,
            },
            {
              text: 'Set the paella pan on the grate and add {@oil}. Season {@chicken} with half of {@salt} and brown it, turning, for about 8 minutes. Add {@chorizo} and cook until it releases its red fat, 2 minutes more. Push everything to the edges of the pan.',
              timerMinutes: 10,
              images: 1,
            },
            {
              text: 'In the center, cook {@onion} and {@pepper} until soft, about 8 minutes. Add {@garlic} and {@paprika} for 30 seconds, then {@tomatoes}. Cook, stirring, until the tomato darkens into a thick jam, about 5 minutes more.',
              timerMinutes: 13,
            },
          ],
        },
        {
          title: 'Cook the rice',
          steps: [
            {
              text: 'Scatter {@rice} evenly over the pan and stir once to coat it in the sofrito. Pour in the saffron stock and the remaining salt, shake the pan to level the rice, and do not stir again from here on.',
            },
            {
              text: 'Simmer briskly for 10 minutes, rotating the pan every few minutes so it cooks evenly over the coals. Nestle {@shrimp} into the rice and scatter with {@peas}.',
              timerMinutes: 10,
            },
            {
              text: 'Keep cooking until the liquid is absorbed and the rice is just tender, 8 to 10 minutes more, adding a splash of the extra hot stock to any patches that look dry. In the last 2 minutes, listen for a gentle crackle and smell for toasting: that is the socarrat forming.',
              timerMinutes: 10,
              images: 1,
            },
            {
              text: 'Take the pan off the fire, cover it loosely with a clean kitchen towel and rest for 10 minutes. Scatter with {@parsley} and serve from the pan with {@lemons}.',
              timerMinutes: 10,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Paella pan', titleOverride: '16-inch paella pan' },
        { equipment: 'Charcoal grill', titleOverride: '22-inch kettle grill' },
      ],
      note: 'Bomba rice absorbs about three times its volume of liquid without going mushy. With another short-grain Spanish rice, start with {5 cup} of stock and add more only as needed.',
      publishedAt: '2026-07-25',
      photo: {
        hue: 42,
        alt: 'A wide paella pan of golden saffron rice with shrimp, chorizo, peas and lemon wedges on a grill',
      },
    },
    {
      slug: 'grilled-peaches-cinnamon-honey',
      title: 'Grilled Peaches with Cinnamon Honey and Lime Cream',
      description:
        'Ripe peaches caramelized on the grill, drizzled with warm cinnamon honey and served over softly whipped lime cream with toasted pistachios and mint.',
      storyExcerpt: `At the end of a long night on the hearth, the coals are past their best for searing but perfect for fruit. That's when we grill peaches. It started as something for the cooks, eaten standing up over the pass, and it ended up as the dessert that closes every summer menu.

The cinnamon honey comes from my mother's side, where canela went into anything sweet. The lime cream and pistachios are from my father's. Together they make a dessert that tastes like both of my grandmothers' kitchens on the same plate, which is more or less the whole idea behind the restaurant.`,
      storyMore: `Pick peaches that are ripe and fragrant but still firm when you press near the stem. Very soft peaches collapse on the grill, and hard ones never get juicy. If the pits cling, cut around the fruit and twist the halves apart, or use nectarines.

Clean, well-oiled grates matter more here than anywhere else. Sugar sticks, and nothing is sadder than a peach torn in half on the grill.`,
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 10,
      yieldServings: 4,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Mediterranean'],
      meals: ['Baking & Desserts'],
      methods: ['Grilling'],
      diets: ['Vegetarian', 'Gluten-Free'],
      tags: ['Summer', 'Weeknight', 'Entertaining'],
      categories: ['Fruit'],
      keywords: ['summer dessert', 'stone fruit', 'whipped cream'],
      ingredientGroups: [
        {
          title: 'For the lime cream',
          items: [
            { ref: 'cream', quantity: 0.75, unit: 'cup', ingredient: 'heavy cream', preparation: 'cold' },
            { ref: 'sugar', quantity: 2, unit: 'tablespoon', ingredient: 'powdered sugar' },
            { ref: 'vanilla', quantity: 0.5, unit: 'teaspoon', ingredient: 'vanilla extract' },
            {
              ref: 'lime',
              quantity: 1,
              ingredient: 'lime',
              titleOverride: 'lime',
              preparation: 'finely zested',
            },
          ],
        },
        {
          title: 'For the peaches',
          items: [
            { ref: 'honey', quantity: 3, unit: 'tablespoon', ingredient: 'honey' },
            { ref: 'cinnamon', quantity: 0.5, unit: 'teaspoon', ingredient: 'ground cinnamon' },
            { ref: 'salt', quantity: 1, unit: 'pinch', ingredient: 'kosher salt' },
            {
              ref: 'peaches',
              quantity: 4,
              ingredient: 'peach',
              titleOverride: 'ripe but firm peaches',
              preparation: 'halved and pitted',
            },
            { ref: 'oil', quantity: 1, unit: 'tablespoon', ingredient: 'vegetable oil' },
          ],
        },
        {
          title: 'To finish',
          items: [
            {
              ref: 'pistachios',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'shelled pistachio',
              titleOverride: 'shelled pistachios',
              preparation: 'toasted and chopped',
            },
            {
              ref: 'mint',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'fresh mint',
              preparation: 'small leaves',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the cream and honey',
          steps: [
            {
              text: 'Whip {@cream} with {@sugar}, {@vanilla} and half the zest from {@lime} to soft, droopy peaks. Refrigerate until serving.',
            },
            {
              text: 'Warm {@honey}, {@cinnamon} and {@salt} in a small saucepan over low heat until loose and fragrant, about 1 minute.',
              timerMinutes: 1,
            },
          ],
        },
        {
          title: 'Grill the peaches',
          steps: [
            {
              text: 'Scrub the grate clean, oil it well and heat over a medium fire to about {400 fahrenheit}. Brush the cut sides of {@peaches} with {@oil}.',
            },
            {
              text: 'Grill the peaches cut side down, without moving them, until deeply marked and beginning to soften, 4 to 5 minutes. Flip and grill 2 minutes more, brushing the tops with a little of the cinnamon honey.',
              timerMinutes: 7,
              images: 1,
            },
            {
              text: 'Spoon the lime cream onto plates, set the warm peaches on top, drizzle with the rest of the honey and finish with {@pistachios}, {@mint} and the remaining lime zest.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Charcoal grill', note: 'a grill pan works indoors' }],
      note: 'Make it dairy-free by serving the peaches over coconut yogurt instead of the cream. Leftover cinnamon honey is wonderful stirred into the charred pineapple agua fresca.',
      publishedAt: '2025-08-29',
      photo: {
        hue: 28,
        alt: 'Grill-marked peach halves on whipped cream, drizzled with honey and scattered with pistachios and mint',
      },
    },
    {
      slug: 'charred-pineapple-agua-fresca',
      title: 'Charred Pineapple Agua Fresca',
      description:
        'A mezcal-free agua fresca of grilled pineapple blended with mint and lime: smoky, bright and cold, with an ancho-salt rim if you like it.',
      storyExcerpt: `Agua fresca was the drink of every afternoon of my childhood. Big glass barrels of it sat on the counters of the market stalls in my grandmother's town: watermelon, hibiscus, cantaloupe and, my favorite, pineapple, ladled into plastic cups with too much ice.

At Ember & Salt we char the pineapple first, because of course we do. The fire caramelizes the sugars and adds a faint smokiness that makes people ask if there's mezcal in it. There isn't, and that's on purpose: this is the drink we pour for everyone at the table, kids and drivers and anyone taking a night off.`,
      storyMore: `Don't skip the pinch of salt. It won't taste salty, but it makes the pineapple taste more like itself.

If you want to serve it at a party, the base keeps for two days in the fridge. Give it a stir before pouring, as the pulp settles.`,
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 12,
      customTimeLabel: 'Chill',
      customTimeMinutes: 60,
      yieldServings: 8,
      servingDescription: 'glass',
      difficulty: 'easy',
      cuisines: ['Mexican'],
      meals: ['Drinks'],
      methods: ['Grilling'],
      diets: ['Vegan', 'Vegetarian', 'Gluten-Free', 'Dairy-Free'],
      tags: ['Summer', 'Make-Ahead', 'Kid-Friendly'],
      categories: ['Fruit'],
      keywords: ['non-alcoholic', 'pineapple cooler', 'mocktail'],
      ingredientGroups: [
        {
          title: 'For the agua fresca',
          items: [
            {
              ref: 'pineapple',
              quantity: 1,
              ingredient: 'pineapple',
              titleOverride: 'ripe pineapple',
              preparation: 'peeled, cored and cut into 1-inch-thick rings',
            },
            { ref: 'water', quantity: 1.5, unit: 'quart', ingredient: 'water', preparation: 'cold' },
            {
              ref: 'mint',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'fresh mint',
              preparation: 'leaves, plus sprigs for serving',
            },
            { ref: 'sugar', quantity: 0.25, quantityMax: 0.5, unit: 'cup', ingredient: 'granulated sugar' },
            { ref: 'salt', quantity: 1, unit: 'pinch', ingredient: 'kosher salt' },
            {
              ref: 'lime',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'lime juice',
              preparation: 'fresh, from about 4 limes',
            },
          ],
        },
        {
          title: 'For the rim (optional)',
          items: [
            { ref: 'rimchile', quantity: 1, unit: 'teaspoon', ingredient: 'ancho chile powder' },
            { ref: 'rimsalt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Char the pineapple',
          steps: [
            {
              text: 'Heat the grill over a hot fire to about {500 fahrenheit}. Grill the rings of {@pineapple} until charred in stripes and juicy, about 3 minutes per side, working in batches if needed.',
              timerMinutes: 6,
              images: 1,
            },
            {
              text: 'Let the pineapple cool for 10 minutes, then cut it into chunks. You should have about {5 cup}.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Blend and chill',
          steps: [
            {
              text: 'Blend the pineapple with {@mint}, {@sugar} (start with the smaller amount), {@salt} and {3 cup} of the water until completely smooth, about 1 minute.',
            },
            {
              text: 'Strain through a fine-mesh sieve into a large pitcher, pressing on the pulp. Stir in the remaining water and {@lime}. Taste and add more sugar if you like it sweeter.',
            },
            {
              text: 'Refrigerate until very cold, at least 1 hour. To serve, mix {@rimchile} with {@rimsalt} on a small plate, wet the rims of the glasses with a lime wedge and dip them in. Fill with ice, pour and garnish with mint sprigs.',
              timerMinutes: 60,
              images: 1,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Charcoal grill' }, { equipment: 'Blender' }],
      note: 'No grill? Char the pineapple rings in a very hot, dry cast-iron skillet for 3 to 4 minutes per side. The strained agua fresca keeps for 2 days in the fridge.',
      publishedAt: '2026-05-30',
      photo: {
        hue: 55,
        alt: 'Tall glasses of pale golden pineapple agua fresca over ice with chile-salt rims and mint sprigs',
      },
    },
    {
      slug: 'salsa-tatemada',
      title: 'Salsa Tatemada (Fire-Charred Tomato Salsa)',
      description:
        'Tomatoes, onion, garlic and serrano chiles charred black over coals, then ground by hand in a molcajete into a chunky, smoky table salsa.',
      storyExcerpt: `Tatemada means roughly "charred," and in my grandmother's kitchen it was the only salsa that mattered. She would set tomatoes and chiles right on the coals of the outdoor fire, turn them with her fingers (I do not recommend this), and grind them in a stone molcajete that had belonged to her own mother. The stone was so old and well-seasoned that it was nearly black.

I have her molcajete now. It sits on the pass at Ember & Salt, and we grind every batch of table salsa in it by hand. A blender makes a perfectly good salsa, but a molcajete crushes instead of chops, so the tomato skins and seeds stay in rough pieces and the texture is something a blade can't copy.`,
      storyMore: `Don't be shy with the char. You want the tomato skins properly blackened and split, the onion soft and sweet and the garlic creamy inside its papery jacket. The burnt bits are the flavor.

If you don't have a molcajete, pulse everything in a blender just a few times. Stop while it's still chunky.`,
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 15,
      yieldServings: 2,
      servingDescription: 'cup',
      difficulty: 'easy',
      cuisines: ['Mexican'],
      meals: ['Snacks & Sides'],
      methods: ['Grilling'],
      diets: ['Vegan', 'Vegetarian', 'Gluten-Free', 'Dairy-Free'],
      tags: ['Weeknight', 'Make-Ahead'],
      categories: ['Sauces & Salsas'],
      keywords: ['molcajete', 'charred tomato', 'chips and dip'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'tomatoes',
              quantity: 6,
              ingredient: 'roma tomato',
              titleOverride: 'roma tomatoes',
              note: 'about 1 1/2 pounds',
            },
            {
              ref: 'onion',
              quantity: 0.5,
              ingredient: 'white onion',
              titleOverride: 'white onion',
              preparation: 'cut into thick slices',
            },
            {
              ref: 'garlic',
              quantity: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'unpeeled',
            },
            {
              ref: 'serrano',
              quantity: 2,
              quantityMax: 3,
              ingredient: 'serrano chile',
              titleOverride: 'serrano chiles',
            },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'cilantro', quantity: 0.25, unit: 'cup', ingredient: 'cilantro', preparation: 'chopped' },
            { ref: 'lime', quantity: 1, ingredient: 'lime', titleOverride: 'lime', preparation: 'juiced' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Char the vegetables',
          steps: [
            {
              text: 'Build a hot fire. Grill {@tomatoes}, {@onion}, {@garlic} and {@serrano} directly over the coals, turning with tongs, until blackened in big patches and soft: about 5 minutes for the chiles and garlic and 10 to 12 minutes for the tomatoes and onion.',
              timerMinutes: 12,
              images: 1,
            },
            {
              text: 'Cooking indoors? Char everything in a dry cast-iron skillet over medium-high heat for the same times, turning often.',
            },
          ],
        },
        {
          title: 'Grind the salsa',
          steps: [
            {
              text: 'Peel the garlic and pound it with {@salt} in a molcajete into a paste. Stem the chiles, add them and grind to a coarse mash.',
            },
            {
              text: 'Add the onion and grind it in, then add the tomatoes one at a time with their blackened skins, crushing until the salsa is chunky and juicy.',
              images: 1,
            },
            {
              text: 'Stir in {@cilantro} and {@lime}. Let the salsa sit for 10 minutes for the flavors to settle, then taste and add more salt if needed.',
              timerMinutes: 10,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Molcajete', note: 'or a blender, pulsed briefly' },
        { equipment: 'Charcoal grill' },
        { equipment: 'Cast-iron skillet', note: 'for cooking indoors' },
      ],
      note: 'For a milder salsa, seed the serranos after charring. The salsa keeps for 4 days in the fridge; the smoky flavor deepens overnight.',
      publishedAt: '2026-02-20',
      photo: {
        hue: 5,
        alt: 'A black stone molcajete filled with chunky, charred red tomato salsa next to blistered chiles',
      },
    },
  ],
  collections: [
    {
      slug: 'live-fire',
      title: 'Live Fire',
      description: [
        'The recipes that live on the grill from start to finish. Light a chimney, wait for the coals to ash over and cook your way through a whole dinner on one fire: salsa first while the heat is fierce, then meat and seafood, and peaches on the dying embers.',
        'youtube=Hf4Jk8Lp2Qs',
        'In the video, Tomás shows how to build a two-zone fire in a kettle grill and how to judge its heat by holding your hand over the grate.',
      ],
      recipeSlugs: [
        'salsa-tatemada',
        'grilled-chicken-thighs-salsa-verde',
        'charred-corn-lime-crema-feta',
        'shrimp-a-la-plancha',
        'grilled-octopus-smoked-paprika-potatoes',
        'grilled-yogurt-flatbreads-zaatar',
        'paella-on-the-grill',
        'grilled-peaches-cinnamon-honey',
      ],
      photo: {
        hue: 20,
        alt: 'Glowing charcoal under a grill grate loaded with chicken thighs, corn and peppers',
      },
    },
    {
      slug: 'sauces-and-salsas',
      title: 'Sauces & Salsas',
      description: [
        'Most of what makes restaurant food taste like restaurant food is the sauce. These are the ones that live in the Ember & Salt walk-in, and most keep for days, so a weeknight dinner is just a piece of grilled something away.',
      ],
      recipeSlugs: [
        'salsa-tatemada',
        'fire-roasted-romesco',
        'grilled-chicken-thighs-salsa-verde',
        'charred-corn-lime-crema-feta',
        'shrimp-a-la-plancha',
      ],
      photo: {
        hue: 10,
        alt: 'Three bowls of sauce on a dark table: red romesco, green salsa verde and charred tomato salsa',
      },
    },
    {
      slug: 'dinner-party',
      title: 'Dinner Party',
      description: [
        'Recipes for feeding a crowd without spending the whole evening away from your guests. Most can be started a day ahead, and the last step happens over the fire, where everyone wants to stand anyway.',
        'A menu we love: salsa tatemada and flatbreads to start, octopus and paella in the middle, grilled peaches to finish, and a pitcher of agua fresca all night.',
      ],
      recipeSlugs: [
        'ancho-braised-short-ribs',
        'orange-garlic-carnitas',
        'paella-on-the-grill',
        'grilled-octopus-smoked-paprika-potatoes',
        'fire-roasted-romesco',
        'grilled-peaches-cinnamon-honey',
        'charred-pineapple-agua-fresca',
      ],
      photo: {
        hue: 35,
        alt: 'A long table set for a dinner party with a paella pan, platters of short ribs and candles',
      },
    },
  ],
  photo: {
    hue: 20,
    alt: 'A chef tending a charcoal grill with flames rising under a cast-iron pan and skewers of shrimp',
  },
};
