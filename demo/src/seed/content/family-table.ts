import type { SeedKitchen } from '../seed-types.ts';

export const kitchen: SeedKitchen = {
  slug: 'family-table',
  title: 'The Family Table',
  owner: {
    email: 'june@family-table.example',
    displayName: 'June Calloway',
    bio: 'Parent of three, weeknight dinner wrangler and weekend baker. I write down the recipes that actually get eaten at our house.',
    face: 'woman-cook-medium-light',
  },
  aboutHeading: 'Hi, I’m June',
  aboutShort:
    'Weeknight dinners, lunchbox fillers and Sunday baking from a busy kitchen that feeds three hungry kids every single day.',
  about: [
    'The Family Table started as a shared note on my phone called “Things the kids will actually eat.” Three children, two working parents and one small kitchen meant I needed dinners that came together in under an hour, used the same pantry staples over and over, and didn’t end with anyone pushing a plate away. That note grew long enough that friends started asking me to send it to them, so I gave it a proper home.',
    'Everything here is cooked on a regular home stove with a handful of pans I have owned for years. Weeknight recipes are tested on actual weeknights, usually with someone doing homework at the counter and someone else asking when dinner will be ready. Weekend recipes are the slower ones: the banana bread, the Sunday lasagna, the pot pie we make when it finally gets cold. Every recipe lists real quantities, honest times and the shortcuts I take myself.',
    'Most of the site is free and always will be. If you want the make-ahead freezer recipes, the monthly meal plans and the printable grocery lists, a subscription keeps this little kitchen running and buys a lot of butter. Thank you for cooking with us — pull up a chair.',
  ],
  colorTheme: 'Terracotta',
  typeTheme: 'Farmhouse',
  themeStyle: 'accent',
  headerLayout: 'left',
  defaultMeasurementSystem: 'imperial',
  defaultTemperatureSystem: 'fahrenheit',
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  commentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 4800,
  socialMediaLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/familytablejune' },
    { platform: 'pinterest', url: 'https://www.pinterest.com/familytablejune' },
    { platform: 'youtube', url: 'https://www.youtube.com/@familytablejune' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@familytablejune' },
  ],
  headerLinks: [
    // Real pages of the demo: a header link that leaves it would lead nowhere.
    { label: 'Meal plans', href: '/collections/weeknight-dinners/' },
    { label: 'Lunchbox planner', href: '/collections/lunchbox/', openInNewTab: true },
  ],
  linkPageHeading: 'Find everything here',
  links: [
    { label: "This week's dinner plan", href: 'https://example.com/meal-plans/this-week' },
    { label: 'Printable lunchbox planner', href: 'https://example.com/lunchbox-planner' },
    { label: 'My pantry staples list', href: 'https://example.com/pantry-staples' },
    { label: 'Join the Sunday newsletter', href: 'https://example.com/newsletter' },
    { label: 'Watch the cookie video', href: 'https://www.youtube.com/@familytablejune' },
  ],
  events: [
    {
      title: 'Kids in the Kitchen: Cookie Class',
      date: '2026-06-13',
      location: 'Riverside Community Kitchen, Dayton, Ohio',
      description:
        'A hands-on Saturday morning class for kids ages 6 to 12 and one grown-up each. We will measure, mix and scoop a batch of chocolate chip cookies together, talk about why we chill the dough, and everyone goes home with a dozen cookies and a recipe card.',
      href: 'https://example.com/events/kids-cookie-class',
      photo: {
        hue: 30,
        alt: 'Children in aprons scooping cookie dough onto baking sheets at a long wooden table',
      },
    },
    {
      title: 'The Family Table Cookbook Signing',
      date: '2026-10-03',
      location: 'Corner Page Books, Columbus, Ohio',
      description:
        'Come say hello, get your copy of the book signed, and try a slice of brown sugar banana bread. I will do a short talk on planning a week of dinners in twenty minutes and answer every lunchbox question you bring.',
      href: 'https://example.com/events/book-signing',
      photo: {
        hue: 22,
        alt: 'A stack of cookbooks with terracotta covers beside a plate of sliced banana bread',
      },
    },
    {
      title: 'Spring Freezer Meal Workshop',
      date: '2030-04-06',
      location: 'Riverside Community Kitchen, Dayton, Ohio',
      description:
        'Two hours, six freezer meals, one very full cooler. We will portion, label and pack a month of weeknight dinners together, and you take home the meals and the printable plan.',
      href: 'https://example.com/events/freezer-meal-workshop',
      photo: {
        hue: 140,
        alt: 'Labelled freezer bags of soup and chili lined up on a kitchen counter',
      },
    },
  ],
  press: [],
  contributors: [
    {
      email: 'marcus@family-table.example',
      displayName: 'Marcus Calloway',
      bio: 'June’s husband and the family’s grill, chili and taco person. Tests every weeknight recipe against a hungry teenager and a stopwatch.',
      recipeSlugs: [
        'three-bean-beef-chili',
        'honey-lime-chicken-tacos',
        'sheet-pan-lemon-chicken-and-potatoes',
      ],
      hue: 205,
    },
    {
      email: 'nana.ruth@family-table.example',
      displayName: 'Ruth Abernathy',
      bio: 'June’s mother, known to everyone as Nana. Keeper of the recipe box, the pound cake and the opinion that lasagna needs two kinds of cheese at least.',
      recipeSlugs: ['nanas-sour-cream-pound-cake', 'sunday-lasagna'],
      hue: 330,
    },
    {
      email: 'tessa@family-table.example',
      displayName: 'Tessa Calloway',
      bio: 'Eleven years old, head of lunchbox research and the reason the pinwheels exist. Responsible for all sprinkles.',
      recipeSlugs: ['pizza-pinwheels', 'lunchbox-pasta-salad', 'sparkling-strawberry-lemonade'],
      hue: 95,
    },
  ],
  ingredients: [
    { title: 'bone-in chicken thigh', pluralTitle: 'bone-in chicken thighs' },
    {
      title: 'yukon gold potato',
      gramsPerLiter: 650,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    { title: 'red onion', pluralTitle: 'red onions' },
    {
      title: 'dried oregano',
      gramsPerLiter: 200,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dried basil',
      gramsPerLiter: 150,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dried thyme',
      gramsPerLiter: 200,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'fresh parsley',
      gramsPerLiter: 250,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'fresh cilantro',
      gramsPerLiter: 170,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'carrot', pluralTitle: 'carrots' },
    { title: 'celery stalk', pluralTitle: 'celery stalks' },
    { title: 'bay leaf', pluralTitle: 'bay leaves' },
    {
      title: 'boneless chicken breast',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'boneless chicken thigh',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'wide egg noodles',
      gramsPerLiter: 160,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'ground beef',
      gramsPerLiter: 950,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'italian sausage',
      gramsPerLiter: 950,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    { title: 'green bell pepper', pluralTitle: 'green bell peppers' },
    {
      title: 'chili powder',
      gramsPerLiter: 540,
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
      title: 'tomato paste',
      gramsPerLiter: 1080,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'canned kidney beans' },
    { title: 'canned black beans' },
    { title: 'canned pinto beans' },
    {
      title: 'beef stock',
      gramsPerLiter: 1000,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'scallion', pluralTitle: 'scallions' },
    {
      title: 'cooked chicken',
      gramsPerLiter: 560,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'frozen peas',
      gramsPerLiter: 580,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'whole-milk ricotta',
      gramsPerLiter: 1040,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'shredded mozzarella',
      gramsPerLiter: 480,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'lasagna noodle', pluralTitle: 'lasagna noodles' },
    {
      title: 'flaky sea salt',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'banana', pluralTitle: 'bananas' },
    {
      title: 'walnut',
      gramsPerLiter: 495,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'pecan',
      gramsPerLiter: 460,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'unsweetened shredded coconut',
      gramsPerLiter: 340,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'pepita',
      gramsPerLiter: 545,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'coconut oil',
      gramsPerLiter: 920,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dried cranberries',
      gramsPerLiter: 507,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'rotini',
      gramsPerLiter: 360,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'elbow macaroni',
      gramsPerLiter: 440,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'cherry tomato',
      gramsPerLiter: 610,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'english cucumber', pluralTitle: 'english cucumbers' },
    {
      title: 'fresh mozzarella pearls',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'black olive',
      gramsPerLiter: 560,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'red wine vinegar',
      gramsPerLiter: 1010,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dijon mustard',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'mustard powder',
      gramsPerLiter: 400,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'shredded monterey jack',
      gramsPerLiter: 475,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'strawberry',
      gramsPerLiter: 610,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'sparkling water',
      gramsPerLiter: 1000,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'fresh mint',
      gramsPerLiter: 100,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'corn tortilla', pluralTitle: 'corn tortillas' },
    { title: 'avocado', pluralTitle: 'avocados' },
    {
      title: 'green cabbage',
      gramsPerLiter: 300,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'pizza dough',
      gramsPerLiter: 1000,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'weight',
    },
    {
      title: 'marinara sauce',
      gramsPerLiter: 1040,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'mini pepperoni',
      gramsPerLiter: 480,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
  ],
  equipment: [
    { title: '9x13-inch baking dish', hue: 18 },
    { title: 'Rimmed half-sheet pan', hue: 210 },
    { title: 'Dutch oven', hue: 8 },
    { title: 'Stand mixer', hue: 350 },
    { title: '9x5-inch loaf pan', hue: 40 },
    { title: '12-inch cast-iron skillet', hue: 25 },
    { title: 'Immersion blender', hue: 190 },
    { title: '3-quart glass pitcher', hue: 175 },
  ],
  featuredRecipeSlugs: [
    'sheet-pan-lemon-chicken-and-potatoes',
    'chewy-chocolate-chip-cookies',
    'brown-sugar-banana-bread',
    'skillet-chicken-pot-pie',
    'saturday-buttermilk-pancakes',
  ],
  recipes: [
    // 1
    {
      slug: 'sheet-pan-lemon-chicken-and-potatoes',
      title: 'Sheet-Pan Lemon Chicken and Potatoes',
      description:
        'Crisp-skinned chicken thighs roasted over lemony potatoes and sweet red onion, all on one pan, with almost nothing to wash afterward.',
      storyExcerpt:
        'This is the dinner I make when the week has gotten away from me. It asks for about fifteen minutes of chopping and then the oven does everything else while I sign permission slips and find the missing left shoe.\n\nThe trick is giving the potatoes a head start on the pan so they brown in the chicken fat instead of steaming underneath it. My youngest calls the crunchy corner potatoes “the prize pieces,” and there is a rule in our house that whoever sets the table gets first pick.',
      storyMore:
        'If you have picky eaters, leave the lemon slices off one end of the pan. Nobody at our table believed me that roasted lemon goes sweet and jammy until the oldest tried one on a dare, and now they are the first thing to disappear.',
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 50,
      yieldServings: 6,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Main Dishes'],
      methods: ['Roasting'],
      diets: ['Gluten-Free', 'Dairy-Free'],
      tags: ['Weeknight', 'Kid-Friendly'],
      categories: ['Chicken'],
      keywords: ['one pan dinner', 'roast chicken thighs', 'lemon garlic potatoes'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'chicken',
              quantity: 8,
              ingredient: 'bone-in chicken thigh',
              titleOverride: 'bone-in, skin-on chicken thighs',
              note: 'about 3 pounds',
            },
            {
              ref: 'potatoes',
              quantity: 2,
              unit: 'pound',
              ingredient: 'yukon gold potato',
              titleOverride: 'Yukon Gold potatoes',
              preparation: 'cut into 1-inch chunks',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'red onion',
              titleOverride: 'red onion',
              preparation: 'cut into 8 wedges',
            },
            { ref: 'oil', quantity: 3, unit: 'tablespoon', ingredient: 'olive oil' },
            { ref: 'lemons', quantity: 2, ingredient: 'lemon', titleOverride: 'lemons' },
            {
              ref: 'garlic',
              quantity: 4,
              quantityMax: 6,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'smashed',
            },
            { ref: 'oregano', quantity: 2, unit: 'teaspoon', ingredient: 'dried oregano' },
            { ref: 'salt', quantity: 2, unit: 'teaspoon', ingredient: 'kosher salt', note: 'divided' },
            { ref: 'pepper', quantity: 1, unit: 'teaspoon', ingredient: 'black pepper' },
            {
              ref: 'parsley',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'fresh parsley',
              preparation: 'chopped',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Start the potatoes',
          steps: [
            { text: 'Heat the oven to {425 fahrenheit} with a rack in the middle.' },
            {
              text: 'On the sheet pan, toss {@potatoes} and {@onion} with half of {@oil} and half of {@salt}. Spread them out in an even layer and roast while you prepare the chicken.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Roast the chicken',
          steps: [
            {
              text: 'Pat {@chicken} very dry with paper towels. Rub with the remaining oil, then season all over with {@oregano}, {@pepper} and the rest of the salt.',
            },
            {
              text: 'Thinly slice one of {@lemons} and cut the other in half. Pull the pan out, nestle the chicken skin side up among the potatoes, and tuck the lemon slices and {@garlic} in between.',
            },
            {
              text: 'Roast until the skin is deep golden and the thickest thigh reads {175 fahrenheit} on an instant-read thermometer, 40 to 45 minutes.',
              timerMinutes: 45,
            },
            {
              text: 'Let the chicken rest on the pan for 5 minutes. Squeeze the lemon halves over everything, scatter with {@parsley}, and serve straight from the pan.',
              timerMinutes: 5,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Rimmed half-sheet pan', note: 'An 18x13-inch pan gives everything room to brown.' },
      ],
      note: 'Thighs stay juicy even if you forget them for a few extra minutes. If you only have boneless thighs, cut the roasting time to 20 to 25 minutes and pull them at {175 fahrenheit}.',
      publishedAt: '2025-02-11',
      photo: {
        hue: 38,
        alt: 'Golden roasted chicken thighs with browned potatoes and lemon slices on a sheet pan',
      },
    },
    // 2
    {
      slug: 'weeknight-chicken-noodle-soup',
      title: 'Weeknight Chicken Noodle Soup',
      description:
        'A from-scratch chicken noodle soup that is on the table in 45 minutes, with tender shredded chicken, soft vegetables and plenty of wide egg noodles.',
      storyExcerpt:
        'Every winter a cold moves through our house like a relay race, one kid handing it off to the next. This is the soup I make on the first sniffle, and it has become the thing my kids ask for when they feel even a little bit sorry for themselves.\n\nPoaching the chicken breasts whole right in the broth keeps them tender and seasons the soup at the same time. By the time the noodles are cooked, the chicken has cooled just enough to shred with two forks.',
      storyMore:
        'I cook the noodles right in the pot because it is one less thing to wash, but if you plan on leftovers, boil them separately and add them to each bowl. Otherwise they drink up all the broth overnight and you wake up to chicken noodle casserole, which, honestly, my middle child prefers.',
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 35,
      yieldServings: 6,
      servingDescription: 'bowl',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Main Dishes'],
      methods: ['Stovetop'],
      diets: ['Dairy-Free'],
      tags: ['Weeknight', 'One-Pot', 'Freezer-Friendly'],
      categories: ['Soups', 'Chicken'],
      keywords: ['sick day soup', 'egg noodle soup', 'homemade chicken soup'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'olive oil' },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'diced',
            },
            {
              ref: 'carrots',
              quantity: 3,
              ingredient: 'carrot',
              titleOverride: 'carrots',
              preparation: 'peeled and sliced into coins',
            },
            {
              ref: 'celery',
              quantity: 3,
              ingredient: 'celery stalk',
              titleOverride: 'celery stalks',
              preparation: 'sliced',
            },
            {
              ref: 'garlic',
              quantity: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'minced',
            },
            { ref: 'stock', quantity: 2, unit: 'quart', ingredient: 'chicken stock', note: 'low-sodium' },
            {
              ref: 'chicken',
              quantity: 1.5,
              unit: 'pound',
              ingredient: 'boneless chicken breast',
              titleOverride: 'boneless, skinless chicken breasts',
            },
            { ref: 'thyme', quantity: 1, unit: 'teaspoon', ingredient: 'dried thyme' },
            { ref: 'bay', quantity: 2, ingredient: 'bay leaf', titleOverride: 'bay leaves' },
            { ref: 'noodles', quantity: 6, unit: 'ounce', ingredient: 'wide egg noodles' },
            { ref: 'salt', quantity: 1, quantityMax: 2, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'pepper', quantity: 0.5, unit: 'teaspoon', ingredient: 'black pepper' },
            { ref: 'lemon', quantity: 1, unit: 'tablespoon', ingredient: 'lemon juice' },
            {
              ref: 'parsley',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'fresh parsley',
              preparation: 'chopped',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Build the broth',
          steps: [
            {
              text: 'Warm {@oil} in the Dutch oven over medium heat. Add {@onion}, {@carrots} and {@celery} with a big pinch of salt and cook, stirring now and then, until the onion is soft, about 8 minutes.',
              timerMinutes: 8,
            },
            { text: 'Stir in {@garlic} and cook for 1 minute, until fragrant.' },
            {
              text: 'Pour in {@stock}, add {@thyme} and {@bay}, and lower in {@chicken} whole. Bring to a gentle simmer, cover partway, and cook until the chicken reaches {165 fahrenheit} in the thickest part, 15 to 20 minutes.',
              timerMinutes: 18,
            },
          ],
        },
        {
          title: 'Finish the soup',
          steps: [
            {
              text: 'Move the chicken to a cutting board and let it cool for a few minutes, then shred it with two forks. Fish out the bay leaves.',
            },
            {
              text: 'Bring the broth back to a boil, add {@noodles} and cook until tender, 6 to 8 minutes.',
              timerMinutes: 7,
            },
            {
              text: 'Return the chicken to the pot. Stir in {@lemon}, {@pepper} and salt to taste, then sprinkle each bowl with {@parsley}.',
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven', note: 'Any 5- to 6-quart heavy pot works.' }],
      note: 'To freeze, leave out the noodles: the soup keeps for 3 months, and you can cook fresh noodles in it as it reheats.',
      publishedAt: '2025-01-14',
      photo: {
        hue: 45,
        alt: 'A bowl of chicken noodle soup with carrots, celery and parsley on a linen napkin',
      },
    },
    // 3
    {
      slug: 'creamy-tomato-soup',
      title: 'Creamy Tomato Soup',
      description:
        'Smooth, gently sweet tomato soup made from pantry cans in half an hour, and the reason we always have bread and cheese in the house for grilled cheese.',
      storyExcerpt:
        'Tomato soup and grilled cheese is our standing Thursday dinner, the night of back-to-back soccer practices. I can make the soup on Sunday, reheat it in ten minutes, and have sandwiches sizzling in the skillet while everyone peels off muddy socks at the door.\n\nA little butter, a spoonful of sugar to round out the acidity of the canned tomatoes, and a splash of cream at the end make it taste far fancier than the ingredients list suggests.',
      storyMore:
        'My oldest likes his with crushed crackers stirred in until it is practically a stew. The youngest will only eat it through a straw from a mug. I have stopped having opinions about either.',
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 30,
      yieldServings: 6,
      servingDescription: 'bowl',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Main Dishes'],
      methods: ['Stovetop'],
      diets: ['Vegetarian', 'Gluten-Free'],
      tags: ['Weeknight', 'Kid-Friendly', 'Freezer-Friendly'],
      categories: ['Soups'],
      keywords: ['grilled cheese soup', 'pantry tomato soup', 'cream of tomato'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'butter', quantity: 3, unit: 'tablespoon', ingredient: 'unsalted butter' },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'chopped',
            },
            {
              ref: 'garlic',
              quantity: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'smashed',
            },
            {
              ref: 'tomatoes',
              quantity: 56,
              unit: 'ounce',
              ingredient: 'canned crushed tomatoes',
              note: 'two 28-ounce cans',
            },
            { ref: 'stock', quantity: 2, unit: 'cup', ingredient: 'vegetable stock' },
            { ref: 'sugar', quantity: 1, unit: 'teaspoon', ingredient: 'granulated sugar' },
            { ref: 'basil', quantity: 1, unit: 'teaspoon', ingredient: 'dried basil' },
            { ref: 'salt', quantity: 1.5, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'pepper', quantity: 0.25, unit: 'teaspoon', ingredient: 'black pepper' },
            { ref: 'cream', quantity: 0.5, unit: 'cup', ingredient: 'heavy cream' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Simmer',
          steps: [
            {
              text: 'Melt {@butter} in the Dutch oven over medium heat. Add {@onion} and cook until soft and translucent, 6 to 8 minutes.',
              timerMinutes: 7,
            },
            { text: 'Add {@garlic} and cook for 1 minute more.' },
            {
              text: 'Stir in {@tomatoes}, {@stock}, {@sugar}, {@basil} and {@salt}. Bring to a boil, then lower the heat and simmer uncovered, stirring occasionally, for 20 minutes.',
              timerMinutes: 20,
            },
          ],
        },
        {
          title: 'Blend and finish',
          steps: [
            {
              text: 'Take the pot off the heat and blend with the immersion blender until completely smooth, tilting the pot so the blade stays submerged.',
            },
            {
              text: 'Stir in {@cream} and {@pepper}. Taste, add more salt if it needs it, and thin with up to {0.5 cup} of water if you like it looser.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Dutch oven' },
        {
          equipment: 'Immersion blender',
          note: 'Or blend in batches in a countertop blender with the lid vented.',
        },
      ],
      note: 'Freeze the soup before adding the cream, then stir the cream in as it reheats. It keeps for 3 months.',
      publishedAt: '2025-10-21',
      photo: {
        hue: 10,
        alt: 'Two mugs of creamy orange-red tomato soup next to grilled cheese sandwiches cut into strips',
      },
    },
    // 4
    {
      slug: 'three-bean-beef-chili',
      title: 'Three-Bean Beef Chili',
      description:
        'A big pot of mild, hearty beef and bean chili that feeds a crowd, freezes beautifully and tastes even better the next day.',
      storyExcerpt:
        'Our neighborhood has a chili night every November, and for three years running I brought this pot home empty. It is mild enough for the kids, so I set out hot sauce and pickled jalapeños for the grown-ups and let everyone build their own bowl.\n\nThree kinds of beans make it feel generous without needing a second pound of beef, and cooking the spices in the fat with the tomato paste for a couple of minutes is what gives it that deep, toasty flavor.',
      storyMore:
        'I almost always double it and freeze half in quart containers. On a night when nobody has the energy to cook, a container of chili, a pan of cornbread and a bag of shredded cheese is a complete dinner with zero decisions.',
      privacy: 'subscribers_only',
      prepTimeMinutes: 20,
      cookTimeMinutes: 75,
      yieldServings: 8,
      servingDescription: 'bowl',
      difficulty: 'easy',
      cuisines: ['Tex-Mex'],
      meals: ['Main Dishes'],
      methods: ['Stovetop'],
      diets: ['Gluten-Free'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'One-Pot'],
      categories: ['Soups'],
      keywords: ['game day chili', 'chili with beans', 'big batch dinner'],
      youtubeVideoId: 'Rb7tQ2mWx9K',
      ingredientGroups: [
        {
          title: 'For the chili',
          items: [
            { ref: 'oil', quantity: 1, unit: 'tablespoon', ingredient: 'vegetable oil' },
            { ref: 'beef', quantity: 2, unit: 'pound', ingredient: 'ground beef', note: '85% lean' },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'large yellow onion',
              preparation: 'diced',
            },
            {
              ref: 'bellPepper',
              quantity: 1,
              ingredient: 'green bell pepper',
              titleOverride: 'green bell pepper',
              preparation: 'diced',
            },
            {
              ref: 'garlic',
              quantity: 4,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'minced',
            },
            { ref: 'chiliPowder', quantity: 3, unit: 'tablespoon', ingredient: 'chili powder' },
            { ref: 'cumin', quantity: 2, unit: 'teaspoon', ingredient: 'ground cumin' },
            { ref: 'paprika', quantity: 1, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'salt', quantity: 2, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'tomatoPaste', quantity: 2, unit: 'tablespoon', ingredient: 'tomato paste' },
            {
              ref: 'tomatoes',
              quantity: 28,
              unit: 'ounce',
              ingredient: 'canned crushed tomatoes',
              note: 'one 28-ounce can',
            },
            {
              ref: 'kidney',
              quantity: 1,
              ingredient: 'canned kidney beans',
              titleOverride: '15-ounce can of kidney beans',
              preparation: 'drained and rinsed',
            },
            {
              ref: 'black',
              quantity: 1,
              ingredient: 'canned black beans',
              titleOverride: '15-ounce can of black beans',
              preparation: 'drained and rinsed',
            },
            {
              ref: 'pinto',
              quantity: 1,
              ingredient: 'canned pinto beans',
              titleOverride: '15-ounce can of pinto beans',
              preparation: 'drained and rinsed',
            },
            { ref: 'stock', quantity: 1, unit: 'cup', ingredient: 'beef stock' },
          ],
        },
        {
          title: 'For serving',
          note: 'All optional; skip the dairy to keep it dairy-free.',
          items: [
            { quantity: 1, unit: 'cup', ingredient: 'shredded cheddar' },
            { quantity: 0.5, unit: 'cup', ingredient: 'sour cream' },
            { quantity: 3, ingredient: 'scallion', titleOverride: 'scallions', preparation: 'thinly sliced' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Brown and season',
          steps: [
            {
              text: 'Heat {@oil} in the Dutch oven over medium-high heat. Add {@beef} and cook, breaking it up with a spoon, until no pink remains and it starts to brown, 8 to 10 minutes. Spoon off all but about 2 tablespoons of the fat.',
              timerMinutes: 9,
            },
            {
              text: 'Add {@onion} and {@bellPepper} and cook until softened, about 6 minutes.',
              timerMinutes: 6,
            },
            {
              text: 'Stir in {@garlic}, {@chiliPowder}, {@cumin}, {@paprika}, {@salt} and {@tomatoPaste}. Cook, stirring constantly, until the paste darkens and the spices smell toasty, about 2 minutes.',
            },
          ],
        },
        {
          title: 'Simmer',
          steps: [
            {
              text: 'Add {@tomatoes}, {@kidney}, {@black}, {@pinto} and {@stock}, scraping up anything stuck to the bottom of the pot.',
            },
            {
              text: 'Bring to a boil, then reduce the heat to low and simmer uncovered, stirring every 10 minutes or so, until thick, 45 minutes to 1 hour. Add a splash of water if it gets too thick before then.',
              timerMinutes: 50,
            },
            { text: 'Taste and adjust the salt. Ladle into bowls and let everyone add their own toppings.' },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven' }],
      note: 'For a slow cooker, do the first group of steps on the stove, then move everything to the slow cooker and cook on low for 6 to 8 hours. The chili keeps for 4 days in the fridge and 3 months in the freezer.',
      publishedAt: '2025-11-04',
      photo: {
        hue: 12,
        alt: 'A pot of thick beef and bean chili topped with cheddar, sour cream and sliced scallions',
      },
    },
    // 5
    {
      slug: 'skillet-chicken-pot-pie',
      title: 'Skillet Chicken Pot Pie',
      description:
        'Creamy chicken and vegetable filling under a flaky all-butter crust, baked right in a cast-iron skillet so there is no bottom crust to fuss with.',
      storyExcerpt:
        'The first truly cold Sunday of the year is pot pie day. The kids know it the minute they see the skillet come out of the drawer under the oven, and somebody always volunteers to cut the steam vents, which means our pot pies have been decorated with hearts, lightning bolts and one very ambitious dinosaur.\n\nMaking it in a skillet means you only need a top crust, and the filling comes together in the same pan. A rotisserie chicken makes this a realistic weekend project; leftover roast chicken or turkey works just as well.',
      storyMore:
        "The crust is the one place I don't take a shortcut. It is only five ingredients and about ten minutes of work, and it bakes up so crisp and buttery that the corners get fought over. Make it the night before and the whole thing is mostly assembly.",
      privacy: 'subscribers_only',
      prepTimeMinutes: 40,
      cookTimeMinutes: 45,
      customTimeLabel: 'Chill',
      customTimeMinutes: 30,
      yieldServings: 6,
      servingDescription: 'serving',
      difficulty: 'medium',
      cuisines: ['American'],
      meals: ['Main Dishes'],
      methods: ['Baking', 'Stovetop'],
      diets: [],
      tags: ['Make-Ahead', 'Freezer-Friendly'],
      categories: ['Chicken', 'Pies & Tarts'],
      keywords: ['rotisserie chicken dinner', 'cast iron pot pie', 'comfort food'],
      ingredientGroups: [
        {
          title: 'For the crust',
          items: [
            { ref: 'crustFlour', quantity: 1.5, unit: 'cup', ingredient: 'all-purpose flour' },
            { ref: 'crustSalt', quantity: 0.75, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'sugar', quantity: 1, unit: 'teaspoon', ingredient: 'granulated sugar' },
            {
              ref: 'crustButter',
              quantity: 10,
              unit: 'tablespoon',
              ingredient: 'unsalted butter',
              preparation: 'very cold, cut into cubes',
            },
            {
              ref: 'iceWater',
              quantity: 4,
              quantityMax: 6,
              unit: 'tablespoon',
              ingredient: 'water',
              titleOverride: 'ice water',
            },
          ],
        },
        {
          title: 'For the filling',
          items: [
            { ref: 'butter', quantity: 4, unit: 'tablespoon', ingredient: 'unsalted butter' },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'diced',
            },
            {
              ref: 'carrots',
              quantity: 2,
              ingredient: 'carrot',
              titleOverride: 'carrots',
              preparation: 'diced',
            },
            {
              ref: 'celery',
              quantity: 2,
              ingredient: 'celery stalk',
              titleOverride: 'celery stalks',
              preparation: 'diced',
            },
            {
              ref: 'garlic',
              quantity: 2,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'minced',
            },
            { ref: 'flour', quantity: 5, unit: 'tablespoon', ingredient: 'all-purpose flour' },
            { ref: 'stock', quantity: 2, unit: 'cup', ingredient: 'chicken stock' },
            { ref: 'milk', quantity: 1, unit: 'cup', ingredient: 'whole milk' },
            {
              ref: 'chicken',
              quantity: 3,
              unit: 'cup',
              ingredient: 'cooked chicken',
              preparation: 'shredded',
              note: 'about 1 rotisserie chicken',
            },
            { ref: 'peas', quantity: 1, unit: 'cup', ingredient: 'frozen peas' },
            { ref: 'thyme', quantity: 1, unit: 'teaspoon', ingredient: 'dried thyme' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'pepper', quantity: 0.5, unit: 'teaspoon', ingredient: 'black pepper' },
            {
              ref: 'egg',
              quantity: 1,
              ingredient: 'egg',
              titleOverride: 'large egg',
              preparation: 'beaten, for brushing',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the crust',
          steps: [
            {
              text: 'Whisk {@crustFlour}, {@crustSalt} and {@sugar} in a large bowl. Add {@crustButter} and work it in with your fingertips or a pastry blender until the biggest pieces are the size of peas.',
            },
            {
              text: 'Drizzle in {@iceWater} a tablespoon at a time, tossing with a fork, until the dough holds together when squeezed. Press into a flat disk, wrap, and refrigerate for at least 30 minutes.',
              timerMinutes: 30,
            },
          ],
        },
        {
          title: 'Make the filling',
          steps: [
            {
              text: 'Melt {@butter} in the skillet over medium heat. Add {@onion}, {@carrots} and {@celery} and cook until softened, about 8 minutes. Stir in {@garlic} for the last minute.',
              timerMinutes: 8,
            },
            {
              text: 'Sprinkle {@flour} over the vegetables and stir for 1 minute. Slowly whisk in {@stock}, then {@milk}, and simmer, stirring, until thick enough to coat a spoon, 3 to 4 minutes.',
            },
            {
              text: 'Stir in {@chicken}, {@peas}, {@thyme}, {@salt} and {@pepper}. Take the skillet off the heat. Heat the oven to {400 fahrenheit}.',
            },
          ],
        },
        {
          title: 'Top and bake',
          steps: [
            {
              text: 'Roll the dough on a floured counter into a 13-inch round. Drape it over the filling, tuck or crimp the edges against the side of the skillet, and cut a few vents in the top.',
            },
            {
              text: 'Brush the crust with {@egg}. Set the skillet on a sheet pan to catch drips and bake until the crust is deep golden and the filling bubbles through the vents, 30 to 35 minutes.',
              timerMinutes: 33,
            },
            {
              text: 'Let the pot pie rest for 15 minutes so the filling can thicken before serving.',
              timerMinutes: 15,
            },
          ],
        },
      ],
      equipment: [
        { equipment: '12-inch cast-iron skillet' },
        { equipment: 'Rimmed half-sheet pan', note: 'To catch any drips.' },
      ],
      note: 'To make ahead, cool the filling completely, cover it with the crust and refrigerate up to 1 day. Add 10 minutes to the baking time.',
      publishedAt: '2025-12-02',
      photo: {
        hue: 38,
        alt: 'A golden-crusted chicken pot pie in a cast-iron skillet with creamy filling bubbling at the edges',
      },
    },
    // 6
    {
      slug: 'sunday-lasagna',
      title: 'Sunday Lasagna',
      description:
        'A tall, saucy lasagna with a beef and sausage ragù, a lemony ricotta layer and a browned mozzarella top. It feeds twelve, or six twice.',
      storyExcerpt:
        'Lasagna is my love language. I make it for new babies, for birthdays, for the family down the street when their dog ran away and for the day their dog came home again. It is a project, but a friendly one, and every step can be done ahead.\n\nThe sauce simmers while the noodles boil and the ricotta gets mixed, so it all comes together in about an hour of actual work. My kids are in charge of layering, which is why ours occasionally has an extra-cheesy corner.',
      storyMore:
        'The most important step is the hardest: letting it rest for twenty minutes before you cut it. Hot lasagna slides apart into a delicious puddle; rested lasagna stands up in neat, tall squares. Set a timer, pour everyone a glass of something, and wait.',
      privacy: 'subscribers_only',
      prepTimeMinutes: 45,
      cookTimeMinutes: 85,
      customTimeLabel: 'Rest',
      customTimeMinutes: 20,
      yieldServings: 12,
      servingDescription: 'square',
      difficulty: 'medium',
      cuisines: ['Italian-American'],
      meals: ['Main Dishes'],
      methods: ['Baking', 'Stovetop'],
      diets: [],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Holiday'],
      categories: ['Pasta', 'Casseroles'],
      keywords: ['meat lasagna', 'ricotta lasagna', 'feed a crowd'],
      youtubeVideoId: 'Lz4Hq8sNw0E',
      ingredientGroups: [
        {
          title: 'For the meat sauce',
          items: [
            { ref: 'oil', quantity: 1, unit: 'tablespoon', ingredient: 'olive oil' },
            { ref: 'beef', quantity: 1, unit: 'pound', ingredient: 'ground beef' },
            {
              ref: 'sausage',
              quantity: 1,
              unit: 'pound',
              ingredient: 'italian sausage',
              titleOverride: 'mild Italian sausage',
              preparation: 'casings removed',
            },
            {
              ref: 'onion',
              quantity: 1,
              ingredient: 'yellow onion',
              titleOverride: 'yellow onion',
              preparation: 'finely diced',
            },
            {
              ref: 'garlic',
              quantity: 4,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'minced',
            },
            {
              ref: 'tomatoes',
              quantity: 56,
              unit: 'ounce',
              ingredient: 'canned crushed tomatoes',
              note: 'two 28-ounce cans',
            },
            { ref: 'basil', quantity: 2, unit: 'teaspoon', ingredient: 'dried basil' },
            { ref: 'oregano', quantity: 1, unit: 'teaspoon', ingredient: 'dried oregano' },
            { ref: 'sugar', quantity: 1, unit: 'teaspoon', ingredient: 'granulated sugar' },
            { ref: 'salt', quantity: 1.5, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
        {
          title: 'For the layers',
          items: [
            { ref: 'noodles', quantity: 12, ingredient: 'lasagna noodle', titleOverride: 'lasagna noodles' },
            { ref: 'ricotta', quantity: 15, unit: 'ounce', ingredient: 'whole-milk ricotta' },
            { ref: 'egg', quantity: 1, ingredient: 'egg', titleOverride: 'large egg' },
            { ref: 'parmesan', quantity: 0.5, unit: 'cup', ingredient: 'grated parmesan' },
            {
              ref: 'parsley',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'fresh parsley',
              preparation: 'chopped',
            },
            {
              ref: 'lemon',
              quantity: 0.5,
              ingredient: 'lemon',
              titleOverride: 'lemon',
              preparation: 'finely grated zest only',
            },
            {
              ref: 'mozzarella',
              quantity: 4,
              unit: 'cup',
              ingredient: 'shredded mozzarella',
              note: '1 pound',
            },
            {
              ref: 'parmesanTop',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'grated parmesan',
              note: 'for the top',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the sauce',
          steps: [
            {
              text: 'Heat {@oil} in the Dutch oven over medium-high heat. Add {@beef}, {@sausage} and {@onion} and cook, breaking up the meat, until browned, about 10 minutes. Drain off excess fat and stir in {@garlic} for 1 minute.',
              timerMinutes: 10,
            },
            {
              text: 'Add {@tomatoes}, {@basil}, {@oregano}, {@sugar} and {@salt}. Simmer, partly covered, stirring now and then, for 30 minutes.',
              timerMinutes: 30,
            },
            {
              text: 'Meanwhile, boil {@noodles} in well-salted water until bendable but still firm, about 2 minutes short of the package time. Drain, rinse with cool water and lay them flat on a lightly oiled sheet pan.',
              timerMinutes: 8,
            },
          ],
        },
        {
          title: 'Layer and bake',
          steps: [
            {
              text: 'Heat the oven to {375 fahrenheit}. Stir together {@ricotta}, {@egg}, {@parmesan}, {@parsley} and {@lemon}.',
            },
            {
              text: 'Spread {1 cup} of sauce over the bottom of the baking dish. Add 4 noodles, half of the ricotta mixture, a third of {@mozzarella} and a third of the remaining sauce. Repeat once, then finish with the last 4 noodles, the rest of the sauce, the rest of the mozzarella and {@parmesanTop}.',
            },
            {
              text: 'Cover tightly with foil (tent it or spray it so it does not stick to the cheese) and bake for 25 minutes.',
              timerMinutes: 25,
            },
            {
              text: 'Uncover and bake until the top is bubbling and browned in spots, 20 to 25 minutes more.',
              timerMinutes: 22,
            },
            { text: 'Let the lasagna rest for 20 minutes before cutting into squares.', timerMinutes: 20 },
          ],
        },
      ],
      equipment: [
        { equipment: '9x13-inch baking dish', note: 'Use one at least 3 inches deep.' },
        { equipment: 'Dutch oven' },
        { equipment: 'Rimmed half-sheet pan' },
      ],
      note: 'To freeze, assemble but do not bake, wrap well and freeze up to 3 months. Thaw overnight in the fridge and bake covered for 45 minutes, then uncovered for 20 to 25 minutes.',
      publishedAt: '2026-01-18',
      photo: {
        hue: 8,
        alt: 'A tall square of lasagna with visible layers of meat sauce and ricotta on a white plate',
      },
    },
    // 7
    {
      slug: 'saturday-buttermilk-pancakes',
      title: 'Saturday Buttermilk Pancakes',
      description:
        'Tall, fluffy buttermilk pancakes with crisp buttery edges. The batter comes together in one bowl while the skillet heats.',
      storyExcerpt:
        'Saturday mornings at our house start slowly, with cartoons, a pot of coffee and a stack of these pancakes. I have made them so many times that I can measure the flour in my sleep, which, some Saturdays, is basically what happens.\n\nThe batter rests for ten minutes while the skillet heats, and that short rest is what makes them so tall. Leave the lumps alone; a smooth batter makes tough, flat pancakes.',
      storyMore:
        "Each kid gets to choose one add-in for their own pancakes: blueberries, chocolate chips or a shake of cinnamon sugar. Drop the add-ins on top of the batter right after it hits the pan rather than stirring them into the bowl, and they won't sink or burn.",
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 20,
      customTimeLabel: 'Rest',
      customTimeMinutes: 10,
      yieldServings: 14,
      servingDescription: 'pancake',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Breakfast'],
      methods: ['Stovetop'],
      diets: ['Vegetarian'],
      tags: ['Kid-Friendly'],
      categories: ['Quick Breads'],
      keywords: ['fluffy pancakes', 'weekend breakfast', 'pancakes from scratch'],
      youtubeVideoId: 'Pn7cK2wQz4A',
      ingredientGroups: [
        {
          title: 'Dry ingredients',
          items: [
            { ref: 'flour', quantity: 2, unit: 'cup', ingredient: 'all-purpose flour' },
            { ref: 'sugar', quantity: 2, unit: 'tablespoon', ingredient: 'granulated sugar' },
            { ref: 'bakingPowder', quantity: 2, unit: 'teaspoon', ingredient: 'baking powder' },
            { ref: 'bakingSoda', quantity: 1, unit: 'teaspoon', ingredient: 'baking soda' },
            { ref: 'salt', quantity: 0.75, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
        {
          title: 'Wet ingredients',
          items: [
            { ref: 'buttermilk', quantity: 2, unit: 'cup', ingredient: 'buttermilk' },
            { ref: 'eggs', quantity: 2, ingredient: 'egg', titleOverride: 'large eggs' },
            {
              ref: 'butter',
              quantity: 4,
              unit: 'tablespoon',
              ingredient: 'unsalted butter',
              preparation: 'melted, plus more for the pan',
            },
            { ref: 'vanilla', quantity: 1, unit: 'teaspoon', ingredient: 'vanilla extract' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix the batter',
          steps: [
            {
              text: 'Heat the oven to {200 fahrenheit} and set the sheet pan on the middle rack for keeping cooked pancakes warm.',
            },
            {
              text: 'In a large bowl, whisk {@flour}, {@sugar}, {@bakingPowder}, {@bakingSoda} and {@salt}.',
            },
            { text: 'In another bowl, whisk {@buttermilk}, {@eggs}, {@butter} and {@vanilla}.' },
            {
              text: 'Pour the wet ingredients into the dry and fold with a spatula just until no dry flour remains. The batter should be thick and lumpy. Let it rest for 10 minutes.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Cook the pancakes',
          steps: [
            {
              text: 'Heat the skillet over medium-low heat until a drop of water sizzles on contact, then brush with a little butter.',
            },
            {
              text: 'Pour {=0.25 cup} of batter per pancake, leaving room between them. Cook until bubbles form on top and the edges look set, 2 to 3 minutes.',
              timerMinutes: 3,
            },
            {
              text: 'Flip and cook until golden on the bottom, 1 to 2 minutes more. Move to the warm oven and repeat with the remaining batter, adding butter to the pan as needed.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: '12-inch cast-iron skillet', note: 'A griddle or nonstick skillet works too.' },
        { equipment: 'Rimmed half-sheet pan', note: 'For keeping pancakes warm.' },
      ],
      note: 'No buttermilk? Stir 2 tablespoons of lemon juice into 2 cups of whole milk and let it sit for 5 minutes. Leftover pancakes freeze well; reheat them in the toaster.',
      publishedAt: '2025-03-08',
      photo: {
        hue: 36,
        alt: 'A tall stack of golden buttermilk pancakes with melting butter and maple syrup',
      },
    },
    // 8
    {
      slug: 'chewy-chocolate-chip-cookies',
      title: 'Chewy Chocolate Chip Cookies',
      description:
        'Thick, chewy chocolate chip cookies with crisp edges and gooey centers, packed with chocolate. The dough keeps in the fridge for days.',
      storyExcerpt:
        "I have tested more chocolate chip cookie recipes than I would like to admit, and this is the one that ended the search. More brown sugar than white keeps them chewy, a little extra flour keeps them thick, and a short chill in the fridge stops them from spreading into one giant cookie.\n\nThis is the first recipe each of my kids learned to make on their own. The oldest now makes a batch every Sunday for the week's lunchboxes, and the youngest is in charge of sprinkling the flaky salt, which she takes very seriously.",
      storyMore:
        'Keep a log of the dough in the freezer and you are never more than fifteen minutes from warm cookies. Bake them straight from frozen and add a minute or two to the time.',
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 24,
      customTimeLabel: 'Chill',
      customTimeMinutes: 30,
      yieldServings: 24,
      servingDescription: 'cookie',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Kid-Friendly', 'Freezer-Friendly', 'Lunchbox'],
      categories: ['Cookies'],
      keywords: ['chewy cookies', 'bake sale', 'cookie dough'],
      youtubeVideoId: 'Ck9rT3vLm1B',
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'butter',
              quantity: 1,
              unit: 'cup',
              ingredient: 'unsalted butter',
              preparation: 'softened',
              note: '2 sticks',
            },
            {
              ref: 'brownSugar',
              quantity: 1,
              unit: 'cup',
              ingredient: 'light brown sugar',
              preparation: 'packed',
            },
            { ref: 'sugar', quantity: 0.5, unit: 'cup', ingredient: 'granulated sugar' },
            {
              ref: 'eggs',
              quantity: 2,
              ingredient: 'egg',
              titleOverride: 'large eggs',
              preparation: 'at room temperature',
            },
            { ref: 'vanilla', quantity: 2, unit: 'teaspoon', ingredient: 'vanilla extract' },
            { ref: 'flour', quantity: 2.5, unit: 'cup', ingredient: 'all-purpose flour' },
            { ref: 'bakingSoda', quantity: 1, unit: 'teaspoon', ingredient: 'baking soda' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            {
              ref: 'chips',
              quantity: 12,
              unit: 'ounce',
              ingredient: 'semisweet chocolate chips',
              note: 'about 2 cups',
            },
            { ref: 'flakySalt', quantity: 1, unit: 'pinch', ingredient: 'flaky sea salt', note: 'optional' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'In the stand mixer fitted with the paddle, beat {@butter}, {@brownSugar} and {@sugar} on medium speed until light and fluffy, about 3 minutes.',
              timerMinutes: 3,
            },
            { text: 'Beat in {@eggs} one at a time, then {@vanilla}, scraping down the bowl.' },
            {
              text: 'Whisk {@flour}, {@bakingSoda} and {@salt} in a separate bowl. Add to the mixer and mix on low just until combined, then stir in {@chips}.',
            },
            {
              text: 'Cover the bowl and chill the dough for at least 30 minutes, or up to 3 days.',
              timerMinutes: 30,
            },
          ],
        },
        {
          title: 'Bake',
          steps: [
            { text: 'Heat the oven to {350 fahrenheit} and line the sheet pan with parchment.' },
            {
              text: 'Scoop the dough into balls of {=2 tablespoon} each and set them 2 inches apart, 12 to a pan. Sprinkle them with {@flakySalt}, if using.',
            },
            {
              text: 'Bake one pan at a time until the edges are golden but the centers still look a little underdone, 11 to 12 minutes.',
              timerMinutes: 12,
            },
            {
              text: 'Let the cookies cool on the pan for 5 minutes, then move them to a rack. Repeat with the remaining dough, letting the pan cool between batches.',
              timerMinutes: 5,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Stand mixer', note: 'A hand mixer and a large bowl work fine.' },
        { equipment: 'Rimmed half-sheet pan' },
      ],
      note: 'To freeze, scoop the dough balls onto a pan, freeze until solid, then store in a bag for up to 3 months. Bake from frozen at {350 fahrenheit} for 13 to 14 minutes.',
      publishedAt: '2025-04-26',
      photo: { hue: 30, alt: 'Golden brown chocolate chip cookies cooling on a wire rack' },
    },
    // 9
    {
      slug: 'brown-sugar-banana-bread',
      title: 'Brown Sugar Banana Bread',
      description:
        'Moist, tender banana bread with a crackly brown sugar top, made in one bowl with the spottiest bananas on your counter.',
      storyExcerpt:
        'Somewhere along the way our family developed a strange habit: we buy bananas, nobody eats them, and then they turn brown on the counter at exactly the moment someone asks if we can make banana bread. I have stopped fighting it and started buying extra.\n\nThis loaf is one bowl and no mixer. Melted butter and brown sugar make it moist enough to stay soft in a lunchbox for days, and a spoonful of yogurt gives it a gentle tang that balances the sweetness.',
      storyMore:
        'The darker the bananas, the better the bread. If yours are only just yellow, roast them in their skins on a sheet pan at {300 fahrenheit} for 20 minutes until black, let them cool, and they will be sweet and soft enough to mash.',
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 60,
      yieldServings: 10,
      servingDescription: 'slice',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Breakfast', 'Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Kid-Friendly', 'Lunchbox'],
      categories: ['Quick Breads'],
      keywords: ['ripe banana recipe', 'one bowl loaf', 'after school snack'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'bananas',
              quantity: 3,
              ingredient: 'banana',
              titleOverride: 'very ripe bananas',
              note: 'about 1½ cups mashed',
            },
            {
              ref: 'butter',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'unsalted butter',
              preparation: 'melted and slightly cooled',
            },
            {
              ref: 'brownSugar',
              quantity: 0.75,
              unit: 'cup',
              ingredient: 'light brown sugar',
              preparation: 'packed',
            },
            { ref: 'eggs', quantity: 2, ingredient: 'egg', titleOverride: 'large eggs' },
            { ref: 'yogurt', quantity: 0.25, unit: 'cup', ingredient: 'plain yogurt' },
            { ref: 'vanilla', quantity: 1, unit: 'teaspoon', ingredient: 'vanilla extract' },
            { ref: 'flour', quantity: 1.75, unit: 'cup', ingredient: 'all-purpose flour' },
            { ref: 'bakingSoda', quantity: 1, unit: 'teaspoon', ingredient: 'baking soda' },
            { ref: 'salt', quantity: 0.5, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'cinnamon', quantity: 0.5, unit: 'teaspoon', ingredient: 'ground cinnamon' },
            {
              ref: 'walnuts',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'walnut',
              titleOverride: 'walnuts',
              preparation: 'chopped',
              note: 'optional',
            },
            {
              ref: 'topSugar',
              quantity: 1,
              unit: 'tablespoon',
              ingredient: 'light brown sugar',
              note: 'for the top',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix',
          steps: [
            {
              text: 'Heat the oven to {350 fahrenheit}. Butter the loaf pan and line it with a strip of parchment that hangs over the long sides.',
            },
            {
              text: 'In a large bowl, mash {@bananas} with a fork until mostly smooth. Whisk in {@butter}, {@brownSugar}, {@eggs}, {@yogurt} and {@vanilla}.',
            },
            {
              text: 'Sprinkle {@flour}, {@bakingSoda}, {@salt} and {@cinnamon} over the top and fold gently until just combined. Fold in {@walnuts}, if using.',
            },
          ],
        },
        {
          title: 'Bake',
          steps: [
            { text: 'Scrape the batter into the pan, smooth the top and sprinkle evenly with {@topSugar}.' },
            {
              text: 'Bake until a skewer in the center comes out clean or with a few moist crumbs, 55 to 65 minutes. If the top browns too fast, lay a piece of foil loosely over it after 40 minutes.',
              timerMinutes: 60,
            },
            {
              text: 'Cool in the pan for 15 minutes, then lift out using the parchment and cool completely on a rack before slicing.',
              timerMinutes: 15,
            },
          ],
        },
      ],
      equipment: [
        {
          equipment: '9x5-inch loaf pan',
          note: 'In an 8x4-inch pan, start checking at 50 minutes; it will dome higher.',
        },
      ],
      note: 'Wrapped tightly, the bread keeps for 3 days at room temperature. Freeze individual slices with parchment between them and drop one straight into a lunchbox in the morning; it thaws by lunch.',
      publishedAt: '2025-05-17',
      photo: {
        hue: 28,
        alt: 'A loaf of banana bread with a crackly sugar top, three thick slices cut on a wooden board',
      },
    },
    // 10
    {
      slug: 'maple-pecan-granola',
      title: 'Maple Pecan Clumpy Granola',
      description:
        'Big, crunchy clusters of oats, pecans and coconut baked with maple syrup and coconut oil, with tart dried cranberries stirred in at the end.',
      storyExcerpt:
        'Store-bought granola disappears in our house in about two days and costs a small fortune, so I started making a double batch every other weekend. It goes on yogurt, in lunchbox snack cups, over sliced apples and, when nobody is looking, straight from the jar into my mouth.\n\nThe secret to big clusters is not stirring. Press the granola firmly into the pan before baking, rotate the pan halfway, and then leave it completely alone until it is cool. Then break it up into chunks as big or as small as you like.',
      storyMore:
        'This version is vegan and, with certified gluten-free oats, gluten-free too, which makes it my go-to for school snack days when I need something everyone in the class can eat.',
      privacy: 'subscribers_only',
      prepTimeMinutes: 10,
      cookTimeMinutes: 45,
      customTimeLabel: 'Cool',
      customTimeMinutes: 45,
      yieldServings: 16,
      servingDescription: 'half-cup serving',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Breakfast', 'Snacks & Sides'],
      methods: ['Baking'],
      diets: ['Vegan', 'Vegetarian', 'Dairy-Free', 'Gluten-Free'],
      tags: ['Make-Ahead', 'Lunchbox'],
      categories: ['Snacks'],
      keywords: ['homemade granola', 'granola clusters', 'yogurt topping'],
      ingredientGroups: [
        {
          title: 'Dry ingredients',
          items: [
            {
              ref: 'oats',
              quantity: 4,
              unit: 'cup',
              ingredient: 'rolled oats',
              note: 'certified gluten-free if needed',
            },
            {
              ref: 'pecans',
              quantity: 1.5,
              unit: 'cup',
              ingredient: 'pecan',
              titleOverride: 'pecans',
              preparation: 'roughly chopped',
            },
            { ref: 'coconut', quantity: 1, unit: 'cup', ingredient: 'unsweetened shredded coconut' },
            {
              ref: 'pepitas',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'pepita',
              titleOverride: 'pepitas (hulled pumpkin seeds)',
            },
            { ref: 'cinnamon', quantity: 1, unit: 'teaspoon', ingredient: 'ground cinnamon' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
          ],
        },
        {
          title: 'Wet ingredients',
          items: [
            { ref: 'maple', quantity: 0.5, unit: 'cup', ingredient: 'maple syrup' },
            { ref: 'oil', quantity: 0.5, unit: 'cup', ingredient: 'coconut oil', preparation: 'melted' },
            {
              ref: 'brownSugar',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'light brown sugar',
              preparation: 'packed',
            },
            { ref: 'vanilla', quantity: 2, unit: 'teaspoon', ingredient: 'vanilla extract' },
          ],
        },
        {
          title: 'After baking',
          items: [{ ref: 'cranberries', quantity: 1, unit: 'cup', ingredient: 'dried cranberries' }],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix',
          steps: [
            { text: 'Heat the oven to {300 fahrenheit} and line the sheet pan with parchment.' },
            {
              text: 'In a large bowl, toss {@oats}, {@pecans}, {@coconut}, {@pepitas}, {@cinnamon} and {@salt}.',
            },
            {
              text: 'In a small saucepan over low heat, warm {@maple}, {@oil} and {@brownSugar}, stirring, just until the sugar dissolves. Take off the heat and stir in {@vanilla}.',
            },
            {
              text: 'Pour the syrup over the oat mixture and stir until every oat is glossy. Tip onto the pan and press down firmly with a spatula into an even, compact layer.',
            },
          ],
        },
        {
          title: 'Bake and cool',
          steps: [
            {
              text: 'Bake for 20 minutes, then rotate the pan front to back without stirring.',
              timerMinutes: 20,
            },
            {
              text: 'Bake until deep golden and fragrant, 20 to 25 minutes more.',
              timerMinutes: 22,
            },
            {
              text: 'Let the granola cool completely on the pan without touching it; it crisps as it cools.',
              timerMinutes: 45,
            },
            { text: 'Break into clusters, toss with {@cranberries} and store airtight for up to 2 weeks.' },
          ],
        },
      ],
      equipment: [{ equipment: 'Rimmed half-sheet pan' }],
      note: 'Swap the pecans for any nut or seed you like; for nut-free school snacks, use 1 cup of sunflower seeds and add another ½ cup of oats.',
      publishedAt: '2025-08-23',
      photo: {
        hue: 34,
        alt: 'Large clusters of golden granola with pecans and red dried cranberries in a glass jar',
      },
    },
    // 11
    {
      slug: 'lunchbox-pasta-salad',
      title: 'Lunchbox Italian Pasta Salad',
      description:
        'Corkscrew pasta tossed with a tangy red wine vinaigrette, cherry tomatoes, cucumber, mozzarella pearls and olives. It holds up for days in the fridge.',
      storyExcerpt:
        'Sandwich fatigue sets in at our house around the third week of September. This pasta salad is my fix: a big batch on Sunday night fills five lunch containers, and it is just as good cold from a thermos as it is at a picnic table.\n\nRotini is the best shape for it because the dressing settles into all the twists. Rinsing the pasta after cooking stops it from going gummy, and dressing it while it is still slightly warm means it soaks up more flavor.',
      storyMore:
        'Think of the vegetables as a suggestion. We have made it with cubes of salami, chickpeas, bell peppers, leftover roasted broccoli and, once, at the request of my middle child, a truly alarming amount of olives.',
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 10,
      customTimeLabel: 'Chill',
      customTimeMinutes: 60,
      yieldServings: 8,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Italian-American'],
      meals: ['Main Dishes', 'Snacks & Sides'],
      methods: ['Stovetop'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Lunchbox', 'Kid-Friendly'],
      categories: ['Salads', 'Pasta'],
      keywords: ['cold pasta', 'picnic side dish', 'packed lunch idea'],
      ingredientGroups: [
        {
          title: 'For the salad',
          items: [
            { ref: 'pasta', quantity: 1, unit: 'pound', ingredient: 'rotini' },
            {
              ref: 'tomatoes',
              quantity: 2,
              unit: 'cup',
              ingredient: 'cherry tomato',
              titleOverride: 'cherry tomatoes',
              preparation: 'halved',
            },
            {
              ref: 'cucumber',
              quantity: 1,
              ingredient: 'english cucumber',
              titleOverride: 'English cucumber',
              preparation: 'diced',
            },
            {
              ref: 'mozzarella',
              quantity: 8,
              unit: 'ounce',
              ingredient: 'fresh mozzarella pearls',
              preparation: 'drained',
            },
            {
              ref: 'olives',
              quantity: 0.5,
              unit: 'cup',
              ingredient: 'black olive',
              titleOverride: 'black olives',
              preparation: 'sliced',
            },
            { ref: 'parmesan', quantity: 0.5, unit: 'cup', ingredient: 'grated parmesan' },
          ],
        },
        {
          title: 'For the dressing',
          items: [
            { ref: 'oil', quantity: 0.5, unit: 'cup', ingredient: 'olive oil' },
            { ref: 'vinegar', quantity: 3, unit: 'tablespoon', ingredient: 'red wine vinegar' },
            { ref: 'mustard', quantity: 1, unit: 'teaspoon', ingredient: 'dijon mustard' },
            { ref: 'honey', quantity: 1, unit: 'teaspoon', ingredient: 'honey' },
            { ref: 'oregano', quantity: 1, unit: 'teaspoon', ingredient: 'dried oregano' },
            {
              ref: 'garlic',
              quantity: 1,
              ingredient: 'garlic clove',
              titleOverride: 'garlic clove',
              preparation: 'finely grated',
            },
            { ref: 'salt', quantity: 0.75, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'pepper', quantity: 0.5, unit: 'teaspoon', ingredient: 'black pepper' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Cook the pasta',
          steps: [
            {
              text: 'Bring a large pot of well-salted water to a boil. Cook {@pasta} 1 minute past the package time for al dente, about 10 minutes, so it stays tender when cold.',
              timerMinutes: 10,
            },
            {
              text: 'Drain and rinse under cold water until just slightly warm, then shake off as much water as you can.',
            },
          ],
        },
        {
          title: 'Dress and chill',
          steps: [
            {
              text: 'In a jar with a lid, shake {@oil}, {@vinegar}, {@mustard}, {@honey}, {@oregano}, {@garlic}, {@salt} and {@pepper} until creamy.',
            },
            {
              text: 'In a large bowl, toss the pasta with two-thirds of the dressing. Add {@tomatoes}, {@cucumber}, {@mozzarella}, {@olives} and {@parmesan} and toss again.',
            },
            {
              text: 'Cover and refrigerate for at least 1 hour so the flavors come together.',
              timerMinutes: 60,
            },
            {
              text: 'Right before serving or packing lunches, toss with the remaining dressing and taste for salt.',
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven', titleOverride: 'Large pot' }],
      note: 'The salad keeps for 4 days in the fridge. The pasta keeps absorbing dressing, so save a few tablespoons to refresh it each morning.',
      publishedAt: '2025-08-09',
      photo: {
        hue: 95,
        alt: 'A big bowl of rotini pasta salad with cherry tomatoes, cucumber, mozzarella pearls and black olives',
      },
    },
    // 12
    {
      slug: 'sparkling-strawberry-lemonade',
      title: 'Sparkling Strawberry Lemonade',
      description:
        'Fresh-squeezed lemonade blended with ripe strawberries and topped off with sparkling water. Bright pink, not too sweet, and made without turning on the stove.',
      storyExcerpt:
        'Every summer my kids run a lemonade stand at the end of our driveway, and every summer they lose money because they drink most of the inventory. This is the recipe that finally made them a profit, mostly because the neighbors kept coming back for a second cup.\n\nDissolving the sugar straight into the lemon juice means there is no syrup to make and cool. The strawberries turn it the prettiest shade of pink, and a last-minute splash of sparkling water makes it feel like a party.',
      storyMore:
        'Squeezing ten lemons is a perfect job for a kid who says they are bored. Roll each one hard on the counter first and they give up much more juice.',
      privacy: 'public',
      prepTimeMinutes: 20,
      customTimeLabel: 'Chill',
      customTimeMinutes: 60,
      yieldServings: 8,
      servingDescription: 'glass',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Drinks'],
      methods: ['No-Cook'],
      diets: ['Vegan', 'Vegetarian', 'Gluten-Free', 'Dairy-Free'],
      tags: ['Kid-Friendly', 'Make-Ahead'],
      categories: ['Beverages'],
      keywords: ['pink lemonade', 'summer drink', 'lemonade stand'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'lemonJuice',
              quantity: 12,
              unit: 'fluid ounce',
              ingredient: 'lemon juice',
              preparation: 'freshly squeezed',
              note: 'from 8 to 10 lemons',
            },
            { ref: 'sugar', quantity: 1, unit: 'cup', ingredient: 'granulated sugar' },
            {
              ref: 'strawberries',
              quantity: 1,
              unit: 'pound',
              ingredient: 'strawberry',
              titleOverride: 'strawberries',
              preparation: 'hulled',
            },
            {
              ref: 'water',
              quantity: 3,
              unit: 'cup',
              ingredient: 'water',
              preparation: 'cold',
              note: 'divided',
            },
            {
              ref: 'sparkling',
              quantity: 16,
              unit: 'fluid ounce',
              ingredient: 'sparkling water',
              preparation: 'chilled',
            },
            {
              ref: 'lemon',
              quantity: 1,
              ingredient: 'lemon',
              titleOverride: 'lemon',
              preparation: 'thinly sliced, for serving',
            },
            {
              ref: 'mint',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'fresh mint',
              preparation: 'leaves',
              note: 'optional',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the lemonade base',
          steps: [
            {
              text: 'In the pitcher, stir {@sugar} into {@lemonJuice} until it has completely dissolved and the juice looks clear, about 3 minutes of stirring.',
              timerMinutes: 3,
            },
            {
              text: 'Put {@strawberries} in a tall container with {1 cup} of the water and blend with the immersion blender until completely smooth.',
            },
            {
              text: 'Pour the strawberry purée through a fine-mesh strainer into the pitcher, pressing with a spoon to get all the juice out. Discard the seeds.',
            },
          ],
        },
        {
          title: 'Chill and serve',
          steps: [
            {
              text: 'Stir in the remaining {2 cup} of cold water and refrigerate until very cold, at least 1 hour.',
              timerMinutes: 60,
            },
            {
              text: 'Just before serving, add {@sparkling} and stir gently. Pour over ice and garnish with {@lemon} and {@mint}.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: '3-quart glass pitcher' },
        { equipment: 'Immersion blender', note: 'A countertop blender works too.' },
      ],
      note: 'The base (everything but the sparkling water) keeps for 3 days in the fridge. For a flat version, swap the sparkling water for plain cold water.',
      publishedAt: '2025-06-28',
      photo: {
        hue: 350,
        alt: 'A glass pitcher of pink strawberry lemonade with lemon slices and ice beside two filled glasses',
      },
    },
    // 13
    {
      slug: 'honey-lime-chicken-tacos',
      title: 'Honey-Lime Chicken Tacos',
      description:
        'Juicy seared chicken thighs in a sweet, tangy honey-lime marinade, tucked into warm corn tortillas with crunchy cabbage and avocado.',
      storyExcerpt:
        'Taco Tuesday is the one tradition all five of us agree on. These honey-lime chicken tacos are in heavy rotation because the marinade takes five minutes, the chicken cooks in twelve, and everyone builds their own plate, so nobody complains about what is or is not on it.\n\nChicken thighs are forgiving: they stay juicy over high heat and the honey caramelizes into sticky, slightly charred edges in the cast-iron skillet. I set the toppings out in muffin tins so the kids can help themselves.',
      storyMore:
        'If you have time in the morning, toss the chicken in the marinade before school drop-off and let it sit in the fridge all day. The lime makes the meat extra tender, and dinner is half done before you walk in the door.',
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 15,
      customTimeLabel: 'Marinate',
      customTimeMinutes: 15,
      yieldServings: 4,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['Tex-Mex'],
      meals: ['Main Dishes'],
      methods: ['Stovetop'],
      diets: ['Gluten-Free'],
      tags: ['Weeknight', 'Kid-Friendly'],
      categories: ['Chicken', 'Tacos'],
      keywords: ['taco tuesday', 'marinated chicken', 'build your own tacos'],
      ingredientGroups: [
        {
          title: 'For the chicken',
          items: [
            {
              ref: 'limes',
              quantity: 2,
              ingredient: 'lime',
              titleOverride: 'limes',
              preparation: 'zested and juiced',
            },
            { ref: 'honey', quantity: 2, unit: 'tablespoon', ingredient: 'honey' },
            { ref: 'oil', quantity: 2, unit: 'tablespoon', ingredient: 'vegetable oil', note: 'divided' },
            {
              ref: 'garlic',
              quantity: 2,
              quantityMax: 3,
              ingredient: 'garlic clove',
              titleOverride: 'garlic cloves',
              preparation: 'grated',
            },
            { ref: 'chiliPowder', quantity: 2, unit: 'teaspoon', ingredient: 'chili powder' },
            { ref: 'cumin', quantity: 1, unit: 'teaspoon', ingredient: 'ground cumin' },
            { ref: 'paprika', quantity: 0.5, unit: 'teaspoon', ingredient: 'smoked paprika' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            {
              ref: 'chicken',
              quantity: 1.5,
              unit: 'pound',
              ingredient: 'boneless chicken thigh',
              titleOverride: 'boneless, skinless chicken thighs',
            },
          ],
        },
        {
          title: 'For serving',
          items: [
            {
              ref: 'tortillas',
              quantity: 12,
              ingredient: 'corn tortilla',
              titleOverride: 'small corn tortillas',
            },
            {
              ref: 'cabbage',
              quantity: 2,
              unit: 'cup',
              ingredient: 'green cabbage',
              preparation: 'finely shredded',
            },
            {
              ref: 'avocado',
              quantity: 1,
              quantityMax: 2,
              ingredient: 'avocado',
              titleOverride: 'ripe avocados',
              preparation: 'sliced',
            },
            { ref: 'sourCream', quantity: 0.5, unit: 'cup', ingredient: 'sour cream' },
            {
              ref: 'cilantro',
              quantity: 0.25,
              unit: 'cup',
              ingredient: 'fresh cilantro',
              preparation: 'chopped',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Marinate',
          steps: [
            {
              text: 'In a large bowl, whisk the zest and juice of {@limes} with {@honey}, {1 tablespoon} of the oil, {@garlic}, {@chiliPowder}, {@cumin}, {@paprika} and {@salt}. Spoon 2 tablespoons of the marinade into a small bowl and set it aside for later.',
            },
            {
              text: 'Add {@chicken} to the large bowl and turn to coat. Marinate for 15 minutes at room temperature, or cover and refrigerate up to 8 hours.',
              timerMinutes: 15,
            },
          ],
        },
        {
          title: 'Cook and assemble',
          steps: [
            {
              text: 'Heat the remaining oil in the skillet over medium-high heat until it shimmers. Lift the chicken out of the marinade, letting the excess drip off.',
            },
            {
              text: 'Cook the chicken until deeply browned and charred in spots on the first side, 5 to 6 minutes. Flip and cook until it reaches {175 fahrenheit} inside, 4 to 5 minutes more.',
              timerMinutes: 11,
            },
            {
              text: 'Move to a cutting board, rest for 5 minutes, then slice thinly and toss with the reserved marinade.',
              timerMinutes: 5,
            },
            {
              text: 'Wipe out the skillet and warm {@tortillas} a few at a time, about 30 seconds per side. Fill with chicken, {@cabbage}, {@avocado}, {@sourCream} and {@cilantro}.',
            },
          ],
        },
      ],
      equipment: [{ equipment: '12-inch cast-iron skillet' }],
      note: "Honey burns quickly, so keep the heat at medium-high rather than high and don't be alarmed by a few dark spots; they are the best part. Swap the sour cream for extra avocado to make these dairy-free.",
      publishedAt: '2026-03-10',
      photo: {
        hue: 25,
        alt: 'Corn tortillas filled with charred sliced chicken, shredded cabbage, avocado and cilantro with lime wedges',
      },
    },
    // 14 (draft)
    {
      slug: 'pizza-pinwheels',
      title: 'Cheesy Pizza Pinwheels',
      description:
        'Soft, golden pizza rolls swirled with marinara, mozzarella and mini pepperoni. Great warm for dinner and just as good cold in a lunchbox.',
      storyExcerpt:
        'Pizza pinwheels were born on a rainy Friday when I had a ball of pizza dough, not quite enough cheese for a whole pizza, and three kids who had been promised pizza night. Rolling everything up into a log and slicing it stretched what we had into a pan full of swirls, and nobody has asked for regular pizza since.\n\nThey are also the most successful lunchbox item I have ever made. I bake a pan on Sunday, freeze most of them, and pull a couple out each morning. By lunchtime they have thawed and taste like cold pizza, which every kid knows is the best kind.',
      storyMore:
        'Kids can do almost all of this one: stretching the dough, spreading the sauce, scattering the cheese and, the favorite, rolling it up. Keep a sharp knife in grown-up hands for the slicing.',
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 25,
      yieldServings: 12,
      servingDescription: 'pinwheel',
      difficulty: 'easy',
      cuisines: ['Italian-American'],
      meals: ['Snacks & Sides', 'Main Dishes'],
      methods: ['Baking'],
      diets: [],
      tags: ['Lunchbox', 'Kid-Friendly', 'Freezer-Friendly'],
      categories: ['Snacks'],
      keywords: ['pizza rolls', 'pizza dough recipe', 'school lunch'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'dough',
              quantity: 1,
              unit: 'pound',
              ingredient: 'pizza dough',
              preparation: 'at room temperature',
            },
            {
              ref: 'flour',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'all-purpose flour',
              note: 'for rolling',
            },
            { ref: 'sauce', quantity: 0.5, unit: 'cup', ingredient: 'marinara sauce' },
            { ref: 'mozzarella', quantity: 1.5, unit: 'cup', ingredient: 'shredded mozzarella' },
            { ref: 'parmesan', quantity: 0.25, unit: 'cup', ingredient: 'grated parmesan' },
            { ref: 'pepperoni', quantity: 0.5, unit: 'cup', ingredient: 'mini pepperoni', note: 'optional' },
            { ref: 'oregano', quantity: 0.5, unit: 'teaspoon', ingredient: 'dried oregano' },
            { ref: 'oil', quantity: 1, unit: 'tablespoon', ingredient: 'olive oil' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Roll',
          steps: [
            { text: 'Heat the oven to {400 fahrenheit} and oil the baking dish.' },
            {
              text: 'Dust the counter with {@flour} and roll {@dough} into a 12x16-inch rectangle with a long side facing you. If it keeps springing back, let it rest for 5 minutes and try again.',
            },
            {
              text: 'Spread {@sauce} over the dough, leaving a 1-inch border along the far edge. Scatter with {@mozzarella}, {@parmesan}, {@pepperoni} and {@oregano}.',
            },
            {
              text: 'Roll up tightly from the long side nearest you and pinch the seam closed. Slice into 12 even rounds with a sharp knife.',
            },
          ],
        },
        {
          title: 'Bake',
          steps: [
            {
              text: 'Arrange the pinwheels cut side up in the dish in 3 rows of 4 and brush the tops with {@oil}.',
            },
            {
              text: 'Bake until puffed, golden and bubbling, 20 to 25 minutes.',
              timerMinutes: 22,
            },
            {
              text: 'Cool for 10 minutes before pulling apart, as the cheese inside stays very hot.',
              timerMinutes: 10,
            },
          ],
        },
      ],
      equipment: [{ equipment: '9x13-inch baking dish' }],
      note: 'Freeze cooled pinwheels in a bag for up to 2 months. Reheat at {350 fahrenheit} for 10 minutes or pack them frozen in the morning for a cold lunch. Leave off the pepperoni for a vegetarian version.',
      photo: {
        hue: 15,
        alt: 'Golden pizza pinwheels with melted cheese and mini pepperoni packed together in a baking dish',
      },
    },
    // 15
    {
      slug: 'one-pot-stovetop-mac-and-cheese',
      title: 'One-Pot Stovetop Mac and Cheese',
      description:
        'Creamy, extra-cheesy macaroni made in a single pot in under 30 minutes, with sharp cheddar and Monterey Jack for the perfect pull.',
      storyExcerpt:
        'Every family has a dinner that rescues a hard day, and this is ours. It uses one pot and a handful of ingredients you probably already have, and it is ready before anyone can melt down from hunger, including me.\n\nThe pasta cooks first, then the sauce gets made in the same pot while the macaroni waits in the colander. A little mustard powder does not make it taste like mustard; it just makes the cheese taste more like cheese.',
      storyMore:
        'Shred your own cheese if you can. The pre-shredded kind is coated to keep it from clumping in the bag, and that same coating can keep it from melting smoothly into the sauce. A box grater and two minutes of effort are worth it here.',
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 20,
      yieldServings: 6,
      servingDescription: 'serving',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Main Dishes'],
      methods: ['Stovetop'],
      diets: ['Vegetarian'],
      tags: ['Weeknight', 'One-Pot', 'Kid-Friendly'],
      categories: ['Pasta'],
      keywords: ['macaroni and cheese', 'cheese sauce', 'quick comfort food'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'pasta', quantity: 1, unit: 'pound', ingredient: 'elbow macaroni' },
            { ref: 'butter', quantity: 4, unit: 'tablespoon', ingredient: 'unsalted butter' },
            { ref: 'flour', quantity: 0.25, unit: 'cup', ingredient: 'all-purpose flour' },
            {
              ref: 'milk',
              quantity: 24,
              unit: 'fluid ounce',
              ingredient: 'whole milk',
              preparation: 'warmed',
              note: '3 cups',
            },
            { ref: 'mustard', quantity: 0.5, unit: 'teaspoon', ingredient: 'mustard powder' },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'kosher salt' },
            { ref: 'pepper', quantity: 1, unit: 'pinch', ingredient: 'black pepper' },
            {
              ref: 'cheddar',
              quantity: 3,
              unit: 'cup',
              ingredient: 'shredded cheddar',
              preparation: 'sharp, freshly shredded',
              note: '12 ounces',
            },
            {
              ref: 'jack',
              quantity: 1,
              unit: 'cup',
              ingredient: 'shredded monterey jack',
              titleOverride: 'shredded Monterey Jack',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Cook the pasta',
          steps: [
            {
              text: 'Bring the Dutch oven of well-salted water to a boil and cook {@pasta} until just shy of al dente, about 1 minute less than the package says.',
              timerMinutes: 6,
            },
            { text: 'Scoop out {1 cup} of the pasta water, then drain the macaroni in a colander.' },
          ],
        },
        {
          title: 'Make the sauce',
          steps: [
            {
              text: 'Set the empty pot over medium heat and melt {@butter}. Whisk in {@flour} and cook, whisking, for 1 minute.',
            },
            {
              text: 'Slowly whisk in {@milk}. Simmer, whisking often, until thick enough to coat a spoon, about 5 minutes.',
              timerMinutes: 5,
            },
            {
              text: 'Take the pot off the heat. Stir in {@mustard}, {@salt} and {@pepper}, then add {@cheddar} and {@jack} a handful at a time, stirring until smooth.',
            },
            {
              text: 'Fold in the macaroni. Loosen with {=0.25 cup} of the reserved pasta water at a time until it is as creamy as you like, and serve right away.',
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Dutch oven' }],
      note: 'Leftovers thicken in the fridge; reheat gently with a splash of milk. For a crunchy top, spoon it into the baking dish, cover with buttered breadcrumbs and broil for 2 to 3 minutes.',
      publishedAt: '2025-09-16',
      photo: {
        hue: 45,
        alt: 'A pot of creamy orange macaroni and cheese with a wooden spoon lifting a cheesy pull',
      },
    },

    // 15. Imported from the old blog: a legacy recipe (media slider plus the cleaned imported HTML).
    {
      slug: 'nanas-sour-cream-pound-cake',
      title: "Nana's Sour Cream Pound Cake",
      description:
        'The pound cake my grandmother made for every church supper, moved over from my old blog just as I wrote it in 2014.',
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 75,
      yieldServings: 16,
      servingDescription: 'slice',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Holiday'],
      categories: ['Cakes'],
      keywords: ['pound cake', 'sour cream cake', 'bundt cake', 'old blog'],
      ingredientGroups: [],
      instructionGroups: [],
      equipment: [],
      legacyHtml: `<div class="wp-block-group" style="padding:0"><p><span style="font-family: Georgia;">This is the cake. The one Nana carried to every potluck wrapped in a clean dish towel, still a little warm.</span></p>
<p>&nbsp;</p>
<h1>Ingredients</h1>
<ul class="wp-block-list">
<li>3 cups (<b>375 g</b>) all-purpose flour</li>
<li>1/4 teaspoon baking soda</li>
<li>1/2 teaspoon salt</li>
<li>1 cup (2 sticks) unsalted butter, softened</li>
<li>3 cups granulated sugar</li>
<li>6 large eggs, at room temperature</li>
<li>1 cup sour cream</li>
<li>2 teaspoons vanilla extract</li>
</ul>
<h1>Directions</h1>
<ol>
<li>Heat the oven to 325°F. Grease and flour a 10-inch tube pan <i>really</i> well, every crease.</li>
<li>Whisk the flour, baking soda and salt together in a bowl.</li>
<li>Beat the butter and sugar for a full 5 minutes, until pale and fluffy. Don't skimp on this.</li>
<li>Beat in the eggs one at a time, then the vanilla.</li>
<li>Add the flour in three parts, alternating with the sour cream, mixing only until you can't see flour.</li>
<li>Scrape into the pan, smooth the top and bake 75 to 80 minutes, until a skewer comes out clean.</li>
<li>Cool 15 minutes in the pan, then turn out onto a rack.</li>
</ol>
<h3>Nana's notes</h3>
<blockquote><p>"If it cracks on top, it's a good one."</p></blockquote>
<table><tbody><tr><th>Pan</th><th>Time</th></tr><tr><td>10-inch tube pan</td><td>75 to 80 min</td></tr><tr><td>Two 9x5-inch loaf pans</td><td>60 to 65 min</td></tr></tbody></table>
<p>Questions? Leave a comment below or <a href="mailto:june@family-table.example">email me</a>. More cakes are in <a href="/recipes">the recipe index</a>.</p>
<p><a href="javascript:void(window.open('https://old-blog.example/print/123'))" onclick="return printRecipe()">Print this recipe</a></p>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_trackPageview']);</script>
<noscript><img src="https://old-blog.example/pixel.gif" width="1" height="1" alt=""></noscript>
<p><br></p>
</div>`,
      video: { alt: 'Sour cream pound cake batter being smoothed into a tube pan' },
      gallery: [
        { hue: 42, alt: 'A slice of golden pound cake on a floral plate with a cup of coffee' },
        { hue: 30, alt: 'The whole pound cake on a cooling rack, its top cracked and golden' },
      ],
      publishedAt: '2014-04-20',
      photo: {
        hue: 40,
        alt: 'A tall sour cream pound cake on a glass cake stand with a few slices cut',
      },
    },
  ],
  collections: [
    {
      slug: 'weeknight-dinners',
      title: 'Weeknight Dinners',
      description: [
        'Dinners that go from fridge to table in about an hour, most of them with one pan and very little hands-on time. These are the recipes I lean on from Monday to Friday, tested on real school nights with homework at the counter.',
      ],
      recipeSlugs: [
        'sheet-pan-lemon-chicken-and-potatoes',
        'honey-lime-chicken-tacos',
        'one-pot-stovetop-mac-and-cheese',
        'weeknight-chicken-noodle-soup',
        'creamy-tomato-soup',
      ],
      photo: {
        hue: 35,
        alt: 'A family dinner table set with a sheet pan of roasted chicken, a pot of mac and cheese and a stack of plates',
      },
    },
    {
      slug: 'lunchbox',
      title: 'Lunchbox Favorites',
      description: [
        'Make-ahead things that survive a morning in a backpack and still taste good at noon.',
        "Bake or mix a batch on Sunday and the week's lunches are mostly packed.",
      ],
      recipeSlugs: [
        'lunchbox-pasta-salad',
        'maple-pecan-granola',
        'brown-sugar-banana-bread',
        'chewy-chocolate-chip-cookies',
      ],
      photo: {
        hue: 95,
        alt: 'Three open lunch boxes filled with pasta salad, a slice of banana bread and a chocolate chip cookie',
      },
    },
    {
      slug: 'sunday-baking',
      title: 'Sunday Baking',
      description: [
        'Slow weekend projects that fill the house with the smell of butter: pancakes for breakfast, cookies for the week ahead, and something golden and bubbling for dinner.',
        'youtube=Xk3vPq9LmT2',
        'Watch the kids and me bake a double batch of cookies, then pick a recipe and get everyone in aprons.',
      ],
      recipeSlugs: [
        'saturday-buttermilk-pancakes',
        'chewy-chocolate-chip-cookies',
        'brown-sugar-banana-bread',
        'skillet-chicken-pot-pie',
        'sunday-lasagna',
      ],
      photo: {
        hue: 28,
        alt: 'Flour-dusted counter with a loaf of banana bread, a tray of cookies and a stand mixer',
      },
    },
    {
      slug: 'soup-season',
      title: 'Soup Season',
      description: [
        'From the first cold snap to the last snowy Saturday, a pot of soup on the stove means dinner is handled. All of these freeze well, so make a double batch.',
      ],
      recipeSlugs: ['weeknight-chicken-noodle-soup', 'creamy-tomato-soup', 'three-bean-beef-chili'],
      photo: {
        hue: 12,
        alt: 'Three bowls of soup — tomato, chicken noodle and chili — on a wooden table with crusty bread',
      },
    },
  ],
  photo: {
    hue: 20,
    alt: 'A long farmhouse table set for five with bowls of pasta salad, a roast chicken and a pitcher of pink lemonade',
  },
};
