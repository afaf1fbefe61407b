import type { SeedKitchen } from '../seed-types.ts';

export const kitchen: SeedKitchen = {
  slug: 'crumb-and-crust',
  title: 'Crumb & Crust',
  owner: {
    email: 'isla@crumb-and-crust.example',
    displayName: 'Isla Pennington',
    bio: "Baker, cookbook author and firm believer that a good loaf belongs on a Tuesday as much as a Sunday. Author of 'Crumb & Crust: Bakes for Every Day'.",
    face: 'woman-cook-light',
  },
  aboutHeading: "Hello, I'm Isla",
  aboutShort:
    'Everyday British baking (loaves, scones, sponges and tarts) written by a home baker for home bakers, with every recipe weighed, tested and tested again.',
  about: [
    "I learned to bake standing on a chair in my grandmother's kitchen in Shropshire, where the scales were cast iron, the oven had a mind of its own and nothing was ever thrown away. She baked bread twice a week and a cake every Saturday, not because it was special, but because that was simply what you did. Crumb & Crust grew out of that idea: baking is not a project for a bank holiday, it's something you can fold into an ordinary week.",
    "Everything here is written in grams and millilitres, because a digital scale is the single best thing you can buy for your baking. I test each recipe in my own slightly temperamental fan oven and then again in a friend's conventional one, so you'll always find both temperatures. If a dough is meant to feel sticky, I'll tell you; if a sponge looks wrong halfway through, I'll tell you that too.",
    "My first cookbook, 'Crumb & Crust: Bakes for Every Day', is out now, with eighty recipes for breads, biscuits, cakes and pies, plenty of them built around the recipes you'll find on this site. I also send a newsletter most Fridays with whatever came out of the oven that week, and I read every comment, so do tell me how your bakes turn out.",
  ],
  colorTheme: 'Sage',
  typeTheme: 'Bakery',
  themeStyle: 'tonal',
  headerLayout: 'centered',
  defaultMeasurementSystem: 'metric',
  defaultTemperatureSystem: 'celsius',
  newslettersEnabled: true,
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  commentsEnabled: true,
  socialMediaLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/crumbandcrust.isla' },
    { platform: 'youtube', url: 'https://www.youtube.com/@crumbandcrustkitchen' },
    { platform: 'substack', url: 'https://crumbandcrust.substack.com' },
    { platform: 'pinterest', url: 'https://www.pinterest.com/crumbandcrustbakes' },
  ],
  headerLinks: [{ label: 'The Cookbook', href: '/cookbook/' }],
  linkPageHeading: 'Buy the book',
  links: [
    { label: 'Waterstones|uk|20', href: 'https://example.com/books/crumb-and-crust/waterstones' },
    { label: "Blackwell's|uk", href: 'https://example.com/books/crumb-and-crust/blackwells' },
    { label: 'Signed copy from the bakery|uk', href: 'https://example.com/books/crumb-and-crust/signed' },
    { label: 'Bookshop.org|us|15', href: 'https://example.com/books/crumb-and-crust/bookshop-us' },
    { label: 'Barnes & Noble|us', href: 'https://example.com/books/crumb-and-crust/barnes-and-noble' },
    { label: 'Amazon', href: 'https://example.com/books/crumb-and-crust/amazon' },
    { label: 'E-book (all stores)', href: 'https://example.com/books/crumb-and-crust/ebook' },
  ],
  events: [
    {
      title: 'Crumb & Crust book tour: Bath',
      date: '2026-04-18',
      location: 'The Abbey Lane Bookshop, Bath',
      description:
        "An afternoon of scones, questions and signing. I'll shape a loaf live, talk through the recipes that nearly didn't make it into the book, and there will be lemon drizzle for everyone who comes early.",
      href: 'https://example.com/events/crumb-and-crust-bath',
      photo: {
        hue: 45,
        alt: 'A long table of scones and lemon drizzle cake set out in a bookshop ahead of a signing',
      },
    },
    {
      title: 'Crumb & Crust book tour: York',
      date: '2026-05-09',
      location: 'The Old Corn Exchange, York',
      description:
        'A baking demonstration and conversation about everyday bread: instant yeast, tin loaves and why your kitchen scale is your best friend. Signed copies available on the day, and a tasting of focaccia straight from the oven.',
      href: 'https://example.com/events/crumb-and-crust-york',
      photo: {
        hue: 38,
        alt: 'A tray of rosemary focaccia being sliced on a demonstration counter in front of an audience',
      },
    },
    {
      title: 'Crumb & Crust book tour: Edinburgh',
      date: '2026-06-13',
      location: 'Canongate Community Kitchen, Edinburgh',
      description:
        'A hands-on shortbread and flapjack class for twenty bakers, followed by a signing. Everyone goes home with a box of their own bakes and a copy of the book. Aprons provided; enthusiasm required.',
      href: 'https://example.com/events/crumb-and-crust-edinburgh',
      photo: {
        hue: 42,
        alt: 'Bakers in aprons pressing shortbread dough into square tins at a long workbench',
      },
    },
  ],
  press: [
    {
      title: 'The best baking books of the year',
      url: 'https://example.com/press/best-baking-books-2025',
      description:
        "'Crumb & Crust' is named among the year's most useful baking books: \"the rare cookbook you'll actually splatter with batter\".",
      date: '2025-11-22',
    },
    {
      title: 'Isla Pennington on why bread is an everyday thing',
      url: 'https://example.com/press/everyday-bread-interview',
      description:
        'A long conversation on a weekly food podcast about tin loaves, grandmothers and learning to trust a sticky dough.',
      date: '2025-10-08',
    },
    {
      title: 'Bake of the week: lemon drizzle from Crumb & Crust',
      url: 'https://example.com/press/lemon-drizzle-bake-of-the-week',
      description:
        "A weekend newspaper supplement runs Isla's lemon drizzle cake as its bake of the week, crunchy crust and all.",
      date: '2026-01-17',
    },
    {
      title: 'Ten minutes with a home baker',
      url: 'https://example.com/press/ten-minutes-with-isla',
      description:
        'A short radio feature from Isla’s kitchen on the morning the first copies of the book arrived.',
      date: '',
    },
  ],
  productLinks: [
    {
      title: 'Printable bread baking timetable',
      href: 'https://example.com/etsy/crumb-and-crust/bread-timetable',
      price: '£7.50',
      photo: { hue: 40, alt: 'A printed timetable of proving and baking times pinned to a cork board' },
    },
    {
      title: 'Printable teatime recipe cards',
      href: 'https://example.com/etsy/crumb-and-crust/teatime-cards',
      price: '£7.50',
      photo: { hue: 48, alt: 'A fan of illustrated recipe cards for scones, sponge and shortbread' },
    },
    {
      title: 'Digital kitchen scale',
      href: 'https://example.com/amazon/crumb-and-crust/kitchen-scale',
      price: '£24.99',
      photo: { hue: 200, alt: 'A flat white digital kitchen scale with a bowl of flour on it' },
    },
    {
      title: '2 lb loaf tin',
      href: 'https://example.com/amazon/crumb-and-crust/loaf-tin',
      price: '£16.49',
      photo: { hue: 30, alt: 'A deep steel loaf tin dusted with flour' },
    },
    {
      title: 'Bench scraper',
      href: 'https://example.com/amazon/crumb-and-crust/bench-scraper',
      price: '£9.99',
      photo: { hue: 210, alt: 'A stainless steel bench scraper with a wooden handle' },
    },
    {
      title: 'Proving basket, 9 inch',
      href: 'https://example.com/amazon/crumb-and-crust/banneton',
      price: '£19.95',
      photo: { hue: 35, alt: 'A round cane proving basket with a linen liner' },
    },
    {
      title: 'Fluted scone cutter set',
      href: 'https://example.com/amazon/crumb-and-crust/scone-cutters',
      price: '£11.50',
      photo: { hue: 50, alt: 'Nested fluted metal cutters in five sizes' },
    },
  ],
  ingredients: [
    {
      title: 'caster sugar',
      gramsPerLiter: 860,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'self-raising flour',
      gramsPerLiter: 528,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'demerara sugar',
      gramsPerLiter: 880,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'golden syrup',
      gramsPerLiter: 1420,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'raspberry jam',
      gramsPerLiter: 1330,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'double cream',
      gramsPerLiter: 1010,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'clotted cream',
      gramsPerLiter: 1050,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'rice flour',
      gramsPerLiter: 640,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'ground almonds',
      gramsPerLiter: 400,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'flaked almonds',
      gramsPerLiter: 370,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'almond extract',
      gramsPerLiter: 880,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'dark chocolate',
      gramsPerLiter: 600,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'flaky sea salt',
      gramsPerLiter: 500,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'ground cardamom',
      gramsPerLiter: 400,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'sunflower seed',
      gramsPerLiter: 590,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'sesame seed',
      gramsPerLiter: 610,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    {
      title: 'caraway seed',
      gramsPerLiter: 430,
      defaultMetricMeasurementMethod: 'volume',
      defaultImperialMeasurementMethod: 'volume',
    },
    { title: 'rosemary sprig', pluralTitle: 'rosemary sprigs' },
    { title: 'cooking apple' },
  ],
  equipment: [
    { title: 'Digital kitchen scale', hue: 200 },
    { title: '20 cm round cake tin', hue: 210 },
    { title: 'Baking stone', hue: 25 },
    { title: 'Dough scraper', hue: 150 },
    { title: '900 g loaf tin', hue: 220 },
    { title: '20 cm square tin', hue: 215 },
    { title: '23 cm loose-bottomed tart tin', hue: 45 },
    { title: 'Rimmed baking tray', hue: 30 },
  ],
  featuredRecipeSlugs: [
    'victoria-sponge',
    'rosemary-sea-salt-focaccia',
    'cardamom-cinnamon-buns',
    'lemon-drizzle-cake',
    'brown-butter-chocolate-chunk-cookies',
  ],
  recipes: [
    // 1. Everyday white tin loaf
    {
      slug: 'everyday-white-tin-loaf',
      title: 'Everyday White Tin Loaf',
      description:
        'A soft, tall sandwich loaf made with instant yeast and a little butter: the bread I bake most weeks, for toast, packed lunches and cheese on toast.',
      storyExcerpt:
        "If you only ever bake one bread, make it this one. It's the loaf my grandmother made every Monday and Thursday, the one that taught me what a properly kneaded dough feels like under your hands, and the one I still reach for when the bread bin is empty and the week is busy. There's no starter to feed and nothing to remember the night before: a packet's worth of instant yeast, a warm spot and a couple of hours of mostly waiting.\n\nThe small knob of butter is the secret. It keeps the crumb soft and tight enough for a thin slice, and it means the loaf still makes good toast on day four.",
      storyMore:
        "I've tested this with every strong white flour I could find in ordinary supermarkets, and it works with all of them. Some will want the full {320 milliliter} of water, some a splash less, which is why I ask you to hold a little back. Trust the feel: soft, slightly tacky, never stiff.\n\nAnd please, turn it out of the tin the moment it leaves the oven. A loaf left to cool in its tin steams itself soggy, and a crisp, thin crust is half the joy.",
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 30,
      customTimeLabel: 'Rising and cooling',
      customTimeMinutes: 165,
      yieldServings: 14,
      servingDescription: 'slice',
      difficulty: 'easy',
      cuisines: ['British'],
      meals: ['Breakfast', 'Snacks & Sides'],
      methods: ['Baking', 'Kneading'],
      diets: ['Vegetarian'],
      tags: ['Beginner-Friendly', 'Make-Ahead', 'Freezer-Friendly'],
      categories: ['Bread'],
      keywords: ['sandwich loaf', 'instant yeast', 'toast'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'flour',
              quantity: 500,
              unit: 'gram',
              ingredient: 'bread flour',
              titleOverride: 'strong white bread flour',
              preparation: 'plus a little for dusting',
            },
            { ref: 'yeast', quantity: 7, unit: 'gram', ingredient: 'instant yeast' },
            { ref: 'salt', quantity: 10, unit: 'gram', ingredient: 'fine sea salt' },
            { ref: 'sugar', quantity: 1, unit: 'teaspoon', ingredient: 'caster sugar' },
            {
              ref: 'butter',
              quantity: 25,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'softened, plus extra for the tin',
            },
            { ref: 'water', quantity: 320, unit: 'milliliter', ingredient: 'water', preparation: 'lukewarm' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: "Put {@flour} in a large bowl. Add {@yeast} to one side and {@salt} and {@sugar} to the other, so the salt doesn't sit directly on the yeast. Rub in {@butter} with your fingertips until you can't see it any more.",
            },
            {
              text: 'Pour in most of {@water}, keeping back about {30 milliliter}, and mix with one hand into a shaggy dough. Add the rest if there are still dry bits in the bottom of the bowl. It should feel soft and a little tacky.',
            },
            {
              text: 'Tip the dough onto an unfloured worktop and knead for 10 minutes, using a dough scraper to gather it up when it sticks, until it is smooth, springy and stretches thin without tearing.',
              timerMinutes: 10,
              images: 1,
            },
            {
              text: 'Return the dough to the bowl, cover with a plate or a damp tea towel and leave somewhere warm until doubled in size.',
              timerMinutes: 60,
              note: 'In a cold kitchen this can take closer to 90 minutes. Go by the size, not the clock.',
            },
          ],
        },
        {
          title: 'Shape and bake',
          steps: [
            {
              text: 'Butter the loaf tin. Press the dough out into a rectangle as wide as the tin is long, then roll it up tightly from the short side like a sleeping bag and pinch the seam closed. Drop it into the tin seam-side down.',
              images: 1,
              video: { alt: 'Rolling the pressed-out dough into a tight log for the loaf tin' },
            },
            {
              text: 'Cover loosely and leave to prove until the dough has domed about 2 cm above the rim and a floured fingertip leaves a dent that springs back slowly. Heat the oven to {220 celsius} ({200 celsius} fan) while it proves.',
              timerMinutes: 45,
            },
            {
              text: 'Dust the top with a little flour, slash once along its length with a sharp knife and bake until deep golden and the underside sounds hollow when tapped.',
              timerMinutes: 30,
            },
            {
              text: "Turn the loaf out onto a wire rack straight away so the crust doesn't steam soft, and leave it to cool for at least an hour before slicing.",
              timerMinutes: 60,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Digital kitchen scale' },
        { equipment: '900 g loaf tin', note: 'About 23 × 13 cm across the top.' },
        { equipment: 'Dough scraper' },
      ],
      note: 'Once cool, the loaf keeps for 3 days in a bread bin or paper bag. To freeze, slice it first, so you can toast straight from the freezer.',
      youtubeVideoId: 'Tw3nLoaf9Kx',
      gallery: [{ hue: 34, alt: 'Two thick slices of white bread spread with butter on a board' }],
      publishedAt: '2025-02-07',
      photo: {
        hue: 38,
        alt: 'A tall golden white tin loaf on a wire rack with two thick slices cut from one end',
      },
    },

    // 2. Rosemary and sea salt focaccia
    {
      slug: 'rosemary-sea-salt-focaccia',
      title: 'Rosemary & Sea Salt Focaccia',
      description:
        'A bubbly, olive-oil-soaked focaccia with crisp edges and a pillowy middle, made with instant yeast and a few lazy folds instead of kneading.',
      storyExcerpt:
        "This is the bread I make when people are coming round and I have an afternoon but not much energy. There's no kneading at all: you stir everything together, then every half hour you wander back to the bowl, give the dough a few stretches and folds, and go back to whatever you were doing. By teatime you have a wobbly, bubble-filled dough that practically bakes itself.\n\nThe generous olive oil in the tin is not optional. It fries the underside into something golden and crackly, which is the part everyone tears off first.",
      storyMore:
        "I like mine with just rosemary and flaky salt, but it's a blank canvas. Halved cherry tomatoes, thin slices of red onion, a few olives pressed into the dimples: all good. Whatever you add, push it down into the dough rather than leaving it on top, or it will scorch before the bread is done.",
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 22,
      customTimeLabel: 'Resting and rising',
      customTimeMinutes: 135,
      yieldServings: 12,
      servingDescription: 'piece',
      difficulty: 'easy',
      cuisines: ['Italian'],
      meals: ['Snacks & Sides'],
      methods: ['Baking'],
      diets: ['Vegetarian', 'Vegan', 'Dairy-Free'],
      tags: ['Beginner-Friendly', 'Freezer-Friendly'],
      categories: ['Bread', 'Savoury Bakes'],
      keywords: ['no-knead', 'olive oil', 'tear and share'],
      ingredientGroups: [
        {
          title: 'For the dough',
          items: [
            {
              ref: 'flour',
              quantity: 500,
              unit: 'gram',
              ingredient: 'bread flour',
              titleOverride: 'strong white bread flour',
            },
            { ref: 'yeast', quantity: 7, unit: 'gram', ingredient: 'instant yeast' },
            { ref: 'salt', quantity: 10, unit: 'gram', ingredient: 'fine sea salt' },
            { ref: 'water', quantity: 400, unit: 'milliliter', ingredient: 'water', preparation: 'lukewarm' },
            { ref: 'doughOil', quantity: 2, unit: 'tablespoon', ingredient: 'olive oil' },
          ],
        },
        {
          title: 'For the tin and topping',
          items: [
            {
              ref: 'tinOil',
              quantity: 4,
              unit: 'tablespoon',
              ingredient: 'olive oil',
              titleOverride: 'extra virgin olive oil',
            },
            {
              ref: 'rosemary',
              quantity: 3,
              quantityMax: 4,
              ingredient: 'rosemary sprig',
              titleOverride: 'rosemary sprigs',
              preparation: 'leaves picked',
            },
            { ref: 'flaky', quantity: 1, unit: 'teaspoon', ingredient: 'flaky sea salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix and fold',
          steps: [
            {
              text: 'Whisk {@flour}, {@yeast} and {@salt} together in a large bowl. Pour in {@water} and {@doughOil} and stir with a spoon until there are no dry patches left. Cover and leave for 30 minutes.',
              timerMinutes: 30,
            },
            {
              text: 'With a wet hand, grab one edge of the dough, stretch it up until it resists and fold it over the middle. Turn the bowl a quarter and repeat, four times in all. Cover and leave for another 30 minutes.',
              timerMinutes: 30,
              images: 1,
            },
            {
              text: 'Repeat the set of folds twice more, 30 minutes apart. By the end the dough should be smooth, full of bubbles and wobble like a jelly when you shake the bowl.',
              timerMinutes: 60,
            },
          ],
        },
        {
          title: 'Dimple and bake',
          steps: [
            {
              text: 'Pour half of {@tinOil} into the baking tray and spread it right into the corners. Tip the dough in, turn it over once to coat it in oil, and gently ease it towards the edges. If it springs back, leave it for 10 minutes and try again.',
            },
            {
              text: 'Leave uncovered until puffy and nearly doubled. Meanwhile, put the baking stone on the middle shelf and heat the oven to {220 celsius} ({200 celsius} fan).',
              timerMinutes: 45,
            },
            {
              text: 'Oil your fingertips with the rest of {@tinOil} and press them straight down to the bottom of the tray all over the dough to make deep dimples. Scatter over {@rosemary}, pressing the leaves into the dimples, then sprinkle with {@flaky} and drizzle over any oil left in the bowl.',
              images: 2,
            },
            {
              text: 'Set the tray on the hot stone and bake until deep golden on top and crisp underneath.',
              timerMinutes: 22,
            },
            {
              text: 'Leave in the tray for 5 minutes, then slide onto a wire rack so the base stays crisp. Best eaten warm, the same day.',
              timerMinutes: 5,
            },
          ],
        },
      ],
      equipment: [
        {
          equipment: 'Rimmed baking tray',
          note: 'About 23 × 33 cm; a roasting tin of a similar size works too.',
        },
        { equipment: 'Baking stone', note: 'Optional, but it gives the crispest base.' },
      ],
      note: 'To bake the next day, cover the bowl after the final folds and refrigerate for up to 24 hours. The cold dough will need 1½ to 2 hours in the oiled tray to rise.',
      publishedAt: '2025-03-21',
      photo: {
        hue: 48,
        alt: 'A golden dimpled focaccia glistening with olive oil and scattered with rosemary and flaky salt',
      },
    },

    // 3. Tall teatime scones
    {
      slug: 'tall-teatime-scones',
      title: 'Tall Teatime Scones',
      description:
        'Light, tall scones with a soft crumb that splits neatly in half, ready for jam and clotted cream in whichever order you were brought up with.',
      storyExcerpt:
        'I have made a lot of flat scones in my life. For years I blamed the flour, the oven, the weather. It turned out to be three things: a dough that was too dry, a cutter that I twisted, and far too much handling. These are the scones I make now, and they rise up tall and straight every time.\n\nWarming the milk and souring it with a squeeze of lemon sounds fussy, but it gives the raising agents a head start and a tender crumb that tastes faintly of buttermilk. Keep the dough soft, pat it rather than roll it, and stamp the cutter straight down.',
      storyMore:
        "As for the great debate, I grew up jam first, because that's how my grandmother did it and no one argued with her. My husband's family is cream first. We've been married eleven years and still bring both to the table.",
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 12,
      yieldServings: 8,
      servingDescription: 'scone',
      difficulty: 'easy',
      cuisines: ['British'],
      meals: ['Baking & Desserts', 'Breakfast'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Kid-Friendly', 'Beginner-Friendly', 'Freezer-Friendly'],
      categories: ['Scones & Buns'],
      keywords: ['cream tea', 'afternoon tea', 'jam and clotted cream'],
      ingredientGroups: [
        {
          title: 'For the scones',
          items: [
            {
              ref: 'flour',
              quantity: 350,
              unit: 'gram',
              ingredient: 'self-raising flour',
              preparation: 'plus extra for dusting',
            },
            { ref: 'bp', quantity: 1, unit: 'teaspoon', ingredient: 'baking powder' },
            { ref: 'salt', quantity: 0.25, unit: 'teaspoon', ingredient: 'fine sea salt' },
            {
              ref: 'butter',
              quantity: 85,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'cold, cut into cubes',
            },
            { ref: 'sugar', quantity: 3, unit: 'tablespoon', ingredient: 'caster sugar' },
            { ref: 'milk', quantity: 175, unit: 'milliliter', ingredient: 'whole milk' },
            { ref: 'vanilla', quantity: 1, unit: 'teaspoon', ingredient: 'vanilla extract' },
            { ref: 'lemon', quantity: 1, unit: 'teaspoon', ingredient: 'lemon juice' },
            {
              ref: 'egg',
              quantity: 1,
              ingredient: 'egg',
              titleOverride: 'large egg',
              preparation: 'beaten, to glaze',
            },
          ],
        },
        {
          title: 'To serve',
          items: [{ ingredient: 'raspberry jam' }, { ingredient: 'clotted cream' }],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'Heat the oven to {220 celsius} ({200 celsius} fan) and put the baking tray in to heat up.',
            },
            {
              text: 'Tip {@flour}, {@bp} and {@salt} into a large bowl. Rub in {@butter} with your fingertips until the mixture looks like fine breadcrumbs, then stir in {@sugar}.',
            },
            {
              text: 'Warm {@milk} until just warm to the touch, about 30 seconds in the microwave, then stir in {@vanilla} and {@lemon}. It will thicken very slightly; that is what you want.',
            },
            {
              text: "Make a well in the flour, pour in the milk and mix quickly with a table knife until it comes together into a soft, slightly sticky dough. Don't overwork it.",
            },
          ],
        },
        {
          title: 'Cut and bake',
          steps: [
            {
              text: 'Dust the worktop and your hands with flour, tip the dough out and fold it over on itself two or three times until a little smoother. Pat it out to about 4 cm thick.',
              images: 1,
            },
            {
              text: 'Dip a 5 cm round cutter in flour and stamp straight down without twisting. Gently press the trimmings together to cut the last one or two. You should get 8.',
            },
            {
              text: 'Brush the tops with {@egg}, taking care not to let it drip down the sides, or the scones will rise lopsided. Lift them onto the hot tray and bake until well risen and golden.',
              timerMinutes: 12,
            },
            {
              text: 'Cool on a wire rack under a clean tea towel, which keeps the sides soft. Eat the same day, split and piled with jam and clotted cream.',
              timerMinutes: 15,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Digital kitchen scale' }, { equipment: 'Rimmed baking tray' }],
      note: 'Scones freeze beautifully on the day they are baked. Warm from frozen at {160 celsius} for 10 minutes.',
      publishedAt: '2025-04-11',
      photo: {
        hue: 40,
        alt: 'Tall golden scones on a cooling rack, one split and spread with raspberry jam and clotted cream',
      },
    },

    // 4. Victoria sponge
    {
      slug: 'victoria-sponge',
      title: 'Victoria Sponge',
      description:
        'Two tender, buttery vanilla sponges sandwiched with raspberry jam and softly whipped cream: the cake for birthdays, village fêtes and ordinary Saturdays.',
      storyExcerpt:
        "Every baker has a Victoria sponge, and this is mine. The old way is to weigh the eggs in their shells and match the butter, sugar and flour to that weight, and it's still the best way to understand the cake: equal quantities, nothing clever. Four large eggs come in at around 225 grams, so that's where I start.\n\nThe two things that make the difference are very soft butter, so that it whips up light and pale, and the patience to let the sponges cool completely before the cream goes anywhere near them.",
      storyMore:
        "I weigh the batter into the two tins so the layers come out the same height. It feels a bit much the first time, but it's the difference between a cake that looks homemade in the nicest way and one that looks as though it's been sat on.\n\nIf you're making it for a fête or a picnic where cream won't survive, swap it for a simple vanilla buttercream: {100 gram} of soft butter beaten with {200 gram} of icing sugar and a splash of milk.",
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 22,
      customTimeLabel: 'Cooling',
      customTimeMinutes: 60,
      yieldServings: 10,
      servingDescription: 'slice',
      difficulty: 'easy',
      video: { alt: 'Sandwiching a Victoria sponge with raspberry jam and whipped cream' },
      cuisines: ['British'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Kid-Friendly', 'Beginner-Friendly'],
      categories: ['Cakes'],
      keywords: ['birthday cake', 'jam and cream', 'afternoon tea'],
      ingredientGroups: [
        {
          title: 'For the sponges',
          items: [
            {
              ref: 'butter',
              quantity: 225,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'very soft',
            },
            { ref: 'sugar', quantity: 225, unit: 'gram', ingredient: 'caster sugar' },
            {
              ref: 'eggs',
              quantity: 4,
              ingredient: 'egg',
              titleOverride: 'large eggs',
              preparation: 'at room temperature',
            },
            { ref: 'flour', quantity: 225, unit: 'gram', ingredient: 'self-raising flour' },
            { ref: 'bp', quantity: 1, unit: 'teaspoon', ingredient: 'baking powder' },
            { ref: 'milk', quantity: 2, unit: 'tablespoon', ingredient: 'whole milk' },
            { ref: 'vanilla', quantity: 1, unit: 'teaspoon', ingredient: 'vanilla extract' },
          ],
        },
        {
          title: 'For the filling',
          items: [
            {
              ref: 'cream',
              quantity: 200,
              unit: 'milliliter',
              ingredient: 'double cream',
              preparation: 'cold',
            },
            {
              ref: 'icing',
              quantity: 1,
              unit: 'tablespoon',
              ingredient: 'powdered sugar',
              titleOverride: 'icing sugar',
            },
            { ref: 'jam', quantity: 170, unit: 'gram', ingredient: 'raspberry jam' },
            {
              ref: 'dust',
              quantity: 1,
              unit: 'tablespoon',
              ingredient: 'caster sugar',
              preparation: 'for dusting',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the sponges',
          steps: [
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan). Grease two 20 cm round cake tins and line the bases with baking paper.',
            },
            {
              text: 'Beat {@butter} and {@sugar} together with an electric hand whisk or a wooden spoon until very pale and fluffy.',
              timerMinutes: 4,
            },
            {
              text: 'Beat in {@eggs} one at a time, adding a spoonful of the flour with the last one to stop the mixture curdling. Fold in the rest of the flour with {@bp}, then {@milk} and {@vanilla}. The batter should drop easily off the spoon.',
              images: 1,
            },
            {
              text: 'Divide the batter between the tins. If you weigh them, each should hold about {=450 gram}. Level the tops and bake until golden, springy to the touch and a skewer comes out clean.',
              timerMinutes: 22,
              note: "Don't open the oven for the first 18 minutes.",
            },
            {
              text: 'Cool in the tins for 10 minutes, then turn out onto a wire rack, peel off the paper and leave to cool completely.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Fill and finish',
          steps: [
            {
              text: 'Whip {@cream} with {@icing} until it just holds soft peaks.',
            },
            {
              text: 'Put the less handsome sponge upside down on a plate. Spread {@jam} right to the edge, then spoon on the cream, stopping 1 cm short of the edge. Top with the second sponge, domed side up, and dust with {@dust}.',
              images: 1,
            },
          ],
        },
      ],
      equipment: [
        { equipment: '20 cm round cake tin', titleOverride: '20 cm round cake tins', note: 'You need two.' },
        { equipment: 'Digital kitchen scale' },
      ],
      note: 'The unfilled sponges keep, well wrapped, for 2 days, or freeze for up to a month. Once filled with cream, keep the cake in the fridge and eat within a day.',
      youtubeVideoId: 'Vs4kP9mLq2T',
      publishedAt: '2025-05-16',
      photo: {
        hue: 50,
        alt: 'A Victoria sponge dusted with sugar, a slice cut to show layers of raspberry jam and whipped cream',
      },
    },

    // 5. All-butter shortbread
    {
      slug: 'all-butter-shortbread',
      title: 'All-Butter Shortbread Fingers',
      description:
        'Crumbly, sandy, deeply buttery shortbread fingers with a crunch of demerara on top. Just four ingredients and a little rice flour.',
      storyExcerpt:
        "Shortbread is the first thing I bake every December and the thing I give away most. A tin of these, tied with string, has been my Christmas present to neighbours, teachers and the postman for as long as I've had an oven of my own.\n\nBecause there is nothing to hide behind, the butter matters. Use a good salted butter and let it soften properly, then beat it with the sugar only until it's creamy. Whipping in air makes shortbread puff and spread; you want it dense, sandy and short. The rice flour is my grandmother's trick, and it gives that fine, crumbly snap.",
      storyMore:
        "Bake it low and slow. Shortbread should be the colour of pale sand, not toast; the moment it browns, the buttery flavour turns nutty and the texture goes hard. Cut it while it's still warm and soft, then walk away and let it cool completely in the tin. It's fragile when hot and sets into those clean, snappable fingers as it cools.",
      privacy: 'public',
      prepTimeMinutes: 15,
      cookTimeMinutes: 45,
      customTimeLabel: 'Chilling and cooling',
      customTimeMinutes: 80,
      yieldServings: 16,
      servingDescription: 'finger',
      difficulty: 'easy',
      video: { alt: 'Pricking a tray of shortbread fingers with a fork before baking' },
      cuisines: ['British'],
      meals: ['Baking & Desserts', 'Snacks & Sides'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Holiday', 'Make-Ahead', 'Kid-Friendly'],
      categories: ['Cookies', 'Traybakes'],
      keywords: ['butter biscuits', 'edible gifts', 'Christmas tin'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'butter',
              quantity: 200,
              unit: 'gram',
              ingredient: 'salted butter',
              preparation: 'softened',
            },
            { ref: 'sugar', quantity: 100, unit: 'gram', ingredient: 'caster sugar' },
            {
              ref: 'flour',
              quantity: 250,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
            },
            { ref: 'rice', quantity: 50, unit: 'gram', ingredient: 'rice flour', note: 'Or use cornflour.' },
            {
              ref: 'demerara',
              quantity: 1,
              unit: 'tablespoon',
              ingredient: 'demerara sugar',
              preparation: 'for sprinkling',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'Heat the oven to {160 celsius} ({140 celsius} fan). Line the square tin with baking paper, leaving some overhanging on two sides so you can lift the shortbread out later.',
            },
            {
              text: 'Beat {@butter} and {@sugar} together with a wooden spoon just until smooth and creamy. Resist the urge to whip it light.',
            },
            {
              text: 'Sift in {@flour} and {@rice} and work them in with the spoon, then your hands, until the mixture clumps together into a soft dough.',
            },
          ],
        },
        {
          title: 'Bake and cut',
          steps: [
            {
              text: 'Press the dough evenly into the tin, smooth the top with the back of a spoon and prick it all over with a fork. Chill for 20 minutes so it holds its shape.',
              timerMinutes: 20,
              images: 1,
            },
            {
              text: 'Bake until pale golden around the edges and just set in the middle. It should barely colour.',
              timerMinutes: 45,
            },
            {
              text: 'Straight away, sprinkle with {@demerara} and cut into 16 fingers: once down the middle, then each half into 8. Leave in the tin until completely cold before lifting out and breaking along the cuts.',
              timerMinutes: 60,
            },
          ],
        },
      ],
      equipment: [{ equipment: '20 cm square tin' }, { equipment: 'Digital kitchen scale' }],
      note: 'Keeps for 2 weeks in an airtight tin, which makes it the ideal thing to bake in early December and forget about.',
      publishedAt: '2025-11-28',
      photo: {
        hue: 44,
        alt: 'Pale golden shortbread fingers sprinkled with demerara sugar, stacked on greaseproof paper',
      },
    },

    // 6. Brown butter chocolate chunk cookies
    {
      slug: 'brown-butter-chocolate-chunk-cookies',
      title: 'Brown Butter Chocolate Chunk Cookies',
      description:
        'Chewy-centred, crisp-edged cookies made with nutty browned butter and puddles of chopped dark chocolate, finished with flaky salt.',
      storyExcerpt:
        "Browning butter is the smallest effort for the biggest reward in baking. Five minutes in a pan, and plain butter turns into something that smells like toffee and toasted hazelnuts, and every cookie you make with it tastes as though it took a lot more work than it did.\n\nChop the chocolate yourself from a bar rather than using chips. You get shards that melt into the dough and bigger chunks that pool into glossy puddles, and that's what makes these look like bakery cookies.",
      storyMore:
        "The dough needs at least an hour in the fridge, but if you can wait a day or two, do. The flour hydrates, the sugars deepen, and the cookies come out thicker and more caramelised. I keep a tub of dough balls in the freezer almost all year and bake two at a time whenever the occasion calls for it, which is more often than I'd like to admit.",
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 11,
      customTimeLabel: 'Chilling',
      customTimeMinutes: 60,
      yieldServings: 16,
      servingDescription: 'cookie',
      difficulty: 'easy',
      cuisines: ['American'],
      meals: ['Baking & Desserts', 'Snacks & Sides'],
      methods: ['Baking', 'Stovetop'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Kid-Friendly'],
      categories: ['Cookies'],
      keywords: ['brown butter', 'chocolate chunk', 'salted chocolate'],
      ingredientGroups: [
        {
          title: 'For the dough',
          items: [
            { ref: 'butter', quantity: 170, unit: 'gram', ingredient: 'unsalted butter' },
            {
              ref: 'brown',
              quantity: 150,
              unit: 'gram',
              ingredient: 'light brown sugar',
              titleOverride: 'light brown soft sugar',
            },
            { ref: 'caster', quantity: 75, unit: 'gram', ingredient: 'caster sugar' },
            { ref: 'egg', quantity: 1, ingredient: 'egg', titleOverride: 'large egg' },
            { ref: 'yolk', quantity: 1, ingredient: 'egg yolk', titleOverride: 'large egg yolk' },
            { ref: 'vanilla', quantity: 2, unit: 'teaspoon', ingredient: 'vanilla extract' },
            {
              ref: 'flour',
              quantity: 250,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
            },
            {
              ref: 'bicarb',
              quantity: 0.5,
              unit: 'teaspoon',
              ingredient: 'baking soda',
              titleOverride: 'bicarbonate of soda',
            },
            { ref: 'salt', quantity: 0.5, unit: 'teaspoon', ingredient: 'fine sea salt' },
            {
              ref: 'choc',
              quantity: 200,
              unit: 'gram',
              ingredient: 'dark chocolate',
              preparation: 'roughly chopped',
              note: 'About 70% cocoa solids.',
            },
          ],
        },
        {
          title: 'To finish',
          items: [{ ref: 'flaky', quantity: 1, unit: 'teaspoon', ingredient: 'flaky sea salt' }],
        },
      ],
      instructionGroups: [
        {
          title: 'Brown the butter',
          steps: [
            {
              text: 'Melt {@butter} in a light-coloured pan over a medium heat. It will foam, then go quiet, then little brown flecks will appear on the bottom and it will smell of toffee and hazelnuts. Swirl the pan often and take it off the heat as soon as it is amber.',
              timerMinutes: 6,
              images: 1,
            },
            {
              text: 'Pour it straight into a large mixing bowl, scraping in all the brown bits, and leave to cool for 15 minutes.',
              timerMinutes: 15,
            },
          ],
        },
        {
          title: 'Mix, chill and bake',
          steps: [
            {
              text: 'Whisk {@brown} and {@caster} into the butter, then whisk in {@egg}, {@yolk} and {@vanilla} for a good minute, until thick and glossy.',
            },
            {
              text: 'Stir in {@flour}, {@bicarb} and {@salt} until just combined, then fold in {@choc}. Cover and chill for at least an hour, or up to 48 hours.',
              timerMinutes: 60,
            },
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan) and line two baking trays with baking paper. Roll the dough into 16 balls of about {55 gram} each and space 8 on each tray.',
            },
            {
              text: 'Bake one tray at a time until the edges are set and golden but the middles are still pale and puffy. Bang the tray once on the worktop as it comes out, then sprinkle with {@flaky}.',
              timerMinutes: 11,
              images: 1,
            },
            {
              text: 'Leave on the tray for 10 minutes to firm up before moving to a wire rack.',
              timerMinutes: 10,
            },
          ],
        },
      ],
      equipment: [
        {
          equipment: 'Rimmed baking tray',
          titleOverride: 'Rimmed baking trays',
          note: 'Two, or bake in batches.',
        },
        { equipment: 'Digital kitchen scale' },
      ],
      note: 'Freeze the dough balls on a tray, then bag them up. Bake straight from frozen, adding 2 minutes.',
      publishedAt: '2025-09-12',
      photo: {
        hue: 28,
        alt: 'Brown butter cookies with melted dark chocolate chunks and flaky salt on a baking tray',
      },
    },

    // 7. Cardamom cinnamon buns
    {
      slug: 'cardamom-cinnamon-buns',
      title: 'Cardamom Cinnamon Buns',
      description:
        'Soft, squidgy buns baked snugly in a square tin, swirled with cinnamon brown-sugar butter and scented with cardamom, finished with a simple glaze.',
      storyExcerpt:
        "These buns started life on a wet weekend in Gothenburg, when I ate a cardamom bun in every café I walked past and came home determined to make something that smelled like those cafés. They've drifted towards British soft rolls since then, baked close together in a tin so they pull apart into soft, sticky squares, but the cardamom stayed.\n\nIt's an enriched dough, so it's softer and stickier than bread dough and takes a bit longer to come together. Knead it a while before adding the butter, then keep going until it turns silky. A dough scraper is your friend here.",
      storyMore:
        "They're a weekend bake, but you can split the work: make and shape the buns on Saturday evening, cover the tin and put it in the fridge overnight. On Sunday morning, leave them out for an hour while the oven heats, and you'll have warm buns with your coffee without having to get up at dawn.",
      privacy: 'public',
      prepTimeMinutes: 40,
      cookTimeMinutes: 25,
      customTimeLabel: 'Rising',
      customTimeMinutes: 120,
      yieldServings: 9,
      servingDescription: 'bun',
      difficulty: 'medium',
      video: { alt: 'Twisting strips of cardamom bun dough into knots' },
      cuisines: ['Scandinavian'],
      meals: ['Breakfast', 'Baking & Desserts'],
      methods: ['Baking', 'Kneading'],
      diets: ['Vegetarian'],
      tags: ['Weekend Project', 'Holiday', 'Freezer-Friendly'],
      categories: ['Scones & Buns', 'Bread'],
      keywords: ['cinnamon rolls', 'cardamom', 'weekend brunch'],
      ingredientGroups: [
        {
          title: 'For the dough',
          items: [
            {
              ref: 'flour',
              quantity: 400,
              unit: 'gram',
              ingredient: 'bread flour',
              titleOverride: 'strong white bread flour',
              preparation: 'plus a little for rolling',
            },
            { ref: 'yeast', quantity: 7, unit: 'gram', ingredient: 'instant yeast' },
            { ref: 'sugar', quantity: 40, unit: 'gram', ingredient: 'caster sugar' },
            { ref: 'salt', quantity: 6, unit: 'gram', ingredient: 'fine sea salt' },
            { ref: 'cardamomDough', quantity: 1, unit: 'teaspoon', ingredient: 'ground cardamom' },
            {
              ref: 'milk',
              quantity: 200,
              unit: 'milliliter',
              ingredient: 'whole milk',
              preparation: 'lukewarm',
            },
            { ref: 'egg', quantity: 1, ingredient: 'egg', titleOverride: 'large egg' },
            {
              ref: 'butter',
              quantity: 50,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'very soft',
            },
          ],
        },
        {
          title: 'For the filling',
          items: [
            {
              ref: 'fillButter',
              quantity: 80,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'very soft',
            },
            {
              ref: 'brown',
              quantity: 80,
              unit: 'gram',
              ingredient: 'light brown sugar',
              titleOverride: 'light brown soft sugar',
            },
            { ref: 'cinnamon', quantity: 1, unit: 'tablespoon', ingredient: 'ground cinnamon' },
            { ref: 'cardamomFill', quantity: 0.5, unit: 'teaspoon', ingredient: 'ground cardamom' },
          ],
        },
        {
          title: 'For the glaze',
          items: [
            {
              ref: 'icing',
              quantity: 100,
              unit: 'gram',
              ingredient: 'powdered sugar',
              titleOverride: 'icing sugar',
            },
            { ref: 'glazeMilk', quantity: 1, quantityMax: 2, unit: 'tablespoon', ingredient: 'whole milk' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'Mix {@flour}, {@yeast}, {@sugar}, {@salt} and {@cardamomDough} in a large bowl. Beat {@milk} and {@egg} together, pour them in and mix to a rough, sticky dough.',
            },
            {
              text: 'Knead on the worktop for 5 minutes, then add {@butter} a little at a time, kneading until each piece disappears. Keep going, scraping the dough up with a dough scraper as needed, until it is smooth, soft and elastic.',
              timerMinutes: 15,
              images: 1,
            },
            {
              text: 'Put the dough back in the bowl, cover and leave somewhere warm until doubled.',
              timerMinutes: 75,
            },
          ],
        },
        {
          title: 'Fill, shape and bake',
          steps: [
            {
              text: 'Beat {@fillButter}, {@brown}, {@cinnamon} and {@cardamomFill} into a spreadable paste. Line the square tin with baking paper.',
            },
            {
              text: 'Roll the dough out on a lightly floured worktop to a rectangle about 36 × 25 cm. Spread the filling right to the edges, then roll up tightly from one long side. Cut into 9 even slices with a sharp knife and sit them cut-side up in the tin, 3 by 3.',
              images: 2,
            },
            {
              text: 'Cover and leave to prove until puffy and pressed up against each other. Heat the oven to {190 celsius} ({170 celsius} fan) while they rise.',
              timerMinutes: 45,
            },
            {
              text: 'Bake until deep golden. If they are browning fast, lay a sheet of foil over the top after 15 minutes.',
              timerMinutes: 25,
            },
            {
              text: 'Whisk {@icing} with {@glazeMilk} to a thick, spoonable glaze and drizzle it over the buns while they are still warm.',
            },
          ],
        },
      ],
      equipment: [
        { equipment: '20 cm square tin' },
        { equipment: 'Dough scraper' },
        { equipment: 'Digital kitchen scale' },
      ],
      note: 'The buns are best on the day. Freeze any left over without the glaze and warm through at {160 celsius} for 10 minutes.',
      publishedAt: '2025-10-17',
      photo: {
        hue: 30,
        alt: 'A square tin of glazed cinnamon buns, one pulled away to show the spiral of spiced sugar',
      },
    },

    // 8. Seeded rye crackers
    {
      slug: 'seeded-rye-crackers',
      title: 'Seeded Rye Crackers',
      description:
        'Thin, snappy rye crackers packed with sunflower and sesame seeds and a hint of caraway. Made for a cheeseboard and better than anything in a box.',
      storyExcerpt:
        "I started making these because I was buying an embarrassing number of boxes of crispbread, and it turns out they're one of the easiest things in this whole collection. There's no yeast and no waiting: stir, roll, score, bake. The rye gives them an earthy, slightly sour flavour that is wonderful with a sharp cheddar or a smear of butter and a slice of apple.\n\nThe only real technique is rolling them thin. Roll the dough between two sheets of baking paper so it doesn't stick, and keep going until you can nearly see the paper through it.",
      storyMore:
        "Once you've made them a couple of times, play with the seeds. Pumpkin seeds and a pinch of chilli flakes are lovely, as are fennel seeds with a little grated orange zest. The crackers at the edge of the tray will always brown first, so I lift them off and give the middle ones a few more minutes: every batch has a few darker ones, and they're usually my favourites.",
      privacy: 'public',
      prepTimeMinutes: 25,
      cookTimeMinutes: 45,
      yieldServings: 30,
      servingDescription: 'cracker',
      difficulty: 'easy',
      cuisines: ['Scandinavian'],
      meals: ['Snacks & Sides'],
      methods: ['Baking'],
      diets: ['Vegetarian', 'Vegan', 'Dairy-Free'],
      tags: ['Make-Ahead', 'Beginner-Friendly'],
      categories: ['Savoury Bakes'],
      keywords: ['crispbread', 'cheeseboard', 'seeded snack'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'rye', quantity: 150, unit: 'gram', ingredient: 'rye flour' },
            {
              ref: 'flour',
              quantity: 75,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
            },
            {
              ref: 'sunflower',
              quantity: 40,
              unit: 'gram',
              ingredient: 'sunflower seed',
              titleOverride: 'sunflower seeds',
            },
            {
              ref: 'sesame',
              quantity: 30,
              unit: 'gram',
              ingredient: 'sesame seed',
              titleOverride: 'sesame seeds',
            },
            {
              ref: 'caraway',
              quantity: 1,
              unit: 'teaspoon',
              ingredient: 'caraway seed',
              titleOverride: 'caraway seeds',
            },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'fine sea salt' },
            { ref: 'bp', quantity: 0.5, unit: 'teaspoon', ingredient: 'baking powder' },
            { ref: 'oil', quantity: 3, unit: 'tablespoon', ingredient: 'olive oil' },
            { ref: 'water', quantity: 140, unit: 'milliliter', ingredient: 'water' },
            {
              ref: 'flaky',
              quantity: 0.5,
              unit: 'teaspoon',
              ingredient: 'flaky sea salt',
              preparation: 'for the tops',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the dough',
          steps: [
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan). Cut four sheets of baking paper the size of your baking tray.',
            },
            {
              text: 'Mix {@rye}, {@flour}, {@sunflower}, {@sesame}, {@caraway}, {@salt} and {@bp} in a bowl. Add {@oil} and {@water} and stir into a soft, slightly sticky dough. Leave for 10 minutes so the rye can soak up the water.',
              timerMinutes: 10,
            },
          ],
        },
        {
          title: 'Roll, score and bake',
          steps: [
            {
              text: 'Put half the dough between two sheets of baking paper and roll it out as thinly as you can, 2 mm or less. Peel off the top sheet and slide the bottom sheet, dough and all, onto the baking tray.',
              images: 1,
            },
            {
              text: 'Score the dough into rectangles with a knife or pizza wheel, prick each one with a fork, brush lightly with water and sprinkle with half of {@flaky}.',
            },
            {
              text: 'Bake until crisp and darkening at the edges. If the edge crackers are done before the middle, lift them off and return the rest for 5 minutes more.',
              timerMinutes: 22,
            },
            {
              text: 'Cool completely on a wire rack, then snap along the score lines. Repeat with the second half of the dough and the rest of the salt.',
              timerMinutes: 20,
            },
          ],
        },
      ],
      equipment: [{ equipment: 'Rimmed baking tray' }, { equipment: 'Digital kitchen scale' }],
      note: 'Keep in an airtight jar for up to 2 weeks. If they soften, crisp them up at {160 celsius} for 5 minutes.',
      publishedAt: '2026-01-23',
      photo: {
        hue: 32,
        alt: 'Thin seeded rye crackers snapped into rectangles beside a wedge of cheese on a wooden board',
      },
    },

    // 9. Lemon drizzle cake
    {
      slug: 'lemon-drizzle-cake',
      title: 'Lemon Drizzle Cake',
      description:
        'A tender, zesty loaf cake soaked with lemon syrup and topped with a crackly, crunchy sugar crust. The most-requested cake in my house.',
      storyExcerpt:
        "If you ask me, a lemon drizzle lives or dies by its crust. The trick is to mix the sugar and lemon juice at the last moment and spoon them over the hot cake before the sugar dissolves, so the juice soaks in and the sugar stays on top, drying into a thin, crackling layer that shatters when you cut it.\n\nThe zest goes into the butter and sugar right at the start, so its oils perfume the whole cake. Use unwaxed lemons if you can find them, and give them a good scrub if you can't.",
      storyMore:
        "This is the cake I bake for people who are having a hard week. It travels well, it keeps well, and I've yet to meet anyone who doesn't brighten up at the sight of one wrapped in a tea towel on their doorstep.\n\nIt's even better on the second day, when the syrup has had time to settle through every crumb.",
      privacy: 'public',
      prepTimeMinutes: 20,
      cookTimeMinutes: 45,
      customTimeLabel: 'Cooling',
      customTimeMinutes: 60,
      yieldServings: 10,
      servingDescription: 'slice',
      difficulty: 'easy',
      cuisines: ['British'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Make-Ahead', 'Freezer-Friendly', 'Beginner-Friendly'],
      categories: ['Cakes'],
      keywords: ['zesty loaf', 'citrus syrup', 'afternoon tea'],
      ingredientGroups: [
        {
          title: 'For the cake',
          items: [
            {
              ref: 'butter',
              quantity: 175,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'softened',
            },
            { ref: 'sugar', quantity: 175, unit: 'gram', ingredient: 'caster sugar' },
            {
              ref: 'lemons',
              quantity: 2,
              ingredient: 'lemon',
              titleOverride: 'unwaxed lemons',
              preparation: 'zest finely grated, juice kept for the drizzle',
            },
            {
              ref: 'eggs',
              quantity: 3,
              ingredient: 'egg',
              titleOverride: 'large eggs',
              preparation: 'at room temperature',
            },
            { ref: 'flour', quantity: 175, unit: 'gram', ingredient: 'self-raising flour' },
            { ref: 'bp', quantity: 0.5, unit: 'teaspoon', ingredient: 'baking powder' },
            { ref: 'milk', quantity: 2, unit: 'tablespoon', ingredient: 'whole milk' },
          ],
        },
        {
          title: 'For the drizzle',
          items: [
            { ref: 'drizzleSugar', quantity: 100, unit: 'gram', ingredient: 'granulated sugar' },
            {
              ref: 'juice',
              quantity: 4,
              unit: 'tablespoon',
              ingredient: 'lemon juice',
              preparation: 'from the zested lemons',
            },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the cake',
          steps: [
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan). Line the loaf tin with baking paper or a paper liner.',
            },
            {
              text: 'Beat {@butter}, {@sugar} and the zest of {@lemons} together until pale and fluffy, then beat in {@eggs} one at a time.',
              timerMinutes: 3,
            },
            {
              text: 'Fold in {@flour} and {@bp}, then {@milk}. Spoon the batter into the tin and level the top.',
            },
            {
              text: 'Bake until risen and golden and a skewer pushed into the middle comes out clean. If the top is darkening too fast, lay a sheet of foil loosely over it for the last 10 minutes.',
              timerMinutes: 45,
              images: 1,
            },
          ],
        },
        {
          title: 'Drizzle',
          steps: [
            {
              text: 'Just before the cake comes out, stir {@drizzleSugar} and {@juice} together. Don’t wait for the sugar to dissolve; the graininess is what gives the crunch.',
            },
            {
              text: 'As soon as the cake is out of the oven, prick it all over, right to the bottom, with a skewer. Spoon over the drizzle slowly, letting it soak in, then leave the cake in its tin until completely cold.',
              timerMinutes: 60,
              images: 1,
            },
          ],
        },
      ],
      equipment: [{ equipment: '900 g loaf tin' }, { equipment: 'Digital kitchen scale' }],
      note: 'Keeps for 4 days wrapped in foil. Freeze it whole or in slices; the crust softens a little once frozen, but the flavour holds.',
      youtubeVideoId: 'Lm8dQz3Rk1W',
      publishedAt: '2025-06-20',
      photo: {
        hue: 55,
        alt: 'A lemon drizzle loaf cake with a crackly sugar crust, sliced on a board beside a halved lemon',
      },
    },

    // 10. Double-crust apple pie
    {
      slug: 'double-crust-apple-pie',
      title: 'Double-Crust Apple Pie',
      description:
        'A deep, generous apple pie with a crisp, buttery shortcrust, filled with sharp cooking apples that collapse into a soft, cinnamon-scented filling.',
      storyExcerpt:
        "Sunday lunch at my grandmother's house always ended with an apple pie, baked in a deep tin with the apples piled so high that the lid sat like a duvet on top. She used cooking apples from the tree at the bottom of the garden, and they're still what I use: they cook down into a soft, sharp purée with a few chunks holding their shape, which is exactly what you want under a sweet, crumbly crust.\n\nKeep your pastry cold, your hands light and don't be afraid of the mound. The apples shrink as they cook, and a flat pie going in means a sunken pie coming out.",
      storyMore:
        "Serve it warm, not hot, with custard, cream or vanilla ice cream. And if there's any left, a cold slice of apple pie eaten standing at the fridge the next morning is one of life's great pleasures.",
      privacy: 'public',
      prepTimeMinutes: 45,
      cookTimeMinutes: 50,
      customTimeLabel: 'Chilling and resting',
      customTimeMinutes: 60,
      yieldServings: 8,
      servingDescription: 'slice',
      difficulty: 'medium',
      cuisines: ['British'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Holiday', 'Make-Ahead', 'Weekend Project'],
      categories: ['Pies & Tarts'],
      keywords: ['shortcrust pastry', 'Sunday pudding', 'Bramley apples'],
      ingredientGroups: [
        {
          title: 'For the pastry',
          items: [
            {
              ref: 'flour',
              quantity: 350,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
              preparation: 'plus extra for rolling',
            },
            { ref: 'pastrySugar', quantity: 2, unit: 'tablespoon', ingredient: 'caster sugar' },
            { ref: 'salt', quantity: 0.5, unit: 'teaspoon', ingredient: 'fine sea salt' },
            {
              ref: 'butter',
              quantity: 225,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'cold, cut into cubes',
            },
            {
              ref: 'water',
              quantity: 6,
              quantityMax: 7,
              unit: 'tablespoon',
              ingredient: 'water',
              preparation: 'ice-cold',
            },
          ],
        },
        {
          title: 'For the filling',
          items: [
            {
              ref: 'apples',
              quantity: 1,
              unit: 'kilogram',
              ingredient: 'cooking apple',
              titleOverride: 'cooking apples, such as Bramley',
              preparation: 'peeled, cored and cut into 2 cm chunks',
            },
            { ref: 'sugar', quantity: 100, unit: 'gram', ingredient: 'caster sugar' },
            {
              ref: 'thickener',
              quantity: 2,
              unit: 'tablespoon',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
            },
            { ref: 'cinnamon', quantity: 1, unit: 'teaspoon', ingredient: 'ground cinnamon' },
            { ref: 'lemonJuice', quantity: 1, unit: 'tablespoon', ingredient: 'lemon juice' },
          ],
        },
        {
          title: 'To finish',
          items: [
            { ref: 'egg', quantity: 1, ingredient: 'egg', titleOverride: 'large egg', preparation: 'beaten' },
            { ref: 'demerara', quantity: 1, unit: 'tablespoon', ingredient: 'demerara sugar' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make the pastry',
          steps: [
            {
              text: 'Mix {@flour}, {@pastrySugar} and {@salt} in a large bowl. Rub in {@butter} with your fingertips until most of it looks like breadcrumbs, with a few pea-sized pieces left.',
            },
            {
              text: 'Sprinkle over {@water} a tablespoon at a time, mixing with a table knife, until the pastry starts to clump. Press it together, divide into two pieces, one slightly bigger than the other, flatten into discs, wrap and chill.',
              timerMinutes: 30,
            },
          ],
        },
        {
          title: 'Fill and bake',
          steps: [
            {
              text: 'Heat the oven to {200 celsius} ({180 celsius} fan) with a baking tray on the shelf below. Toss {@apples} with {@sugar}, {@thickener}, {@cinnamon} and {@lemonJuice}.',
            },
            {
              text: 'Roll the larger disc of pastry out to about 3 mm thick and use it to line the tart tin, leaving the excess hanging over the edge. Pile in the apples, mounding them high in the middle.',
              images: 1,
            },
            {
              text: 'Roll out the smaller disc for the lid. Brush the rim with {@egg}, lay the lid over, trim, and crimp the edges together. Brush the top with more egg, cut three steam holes and sprinkle with {@demerara}.',
              images: 1,
            },
            {
              text: 'Bake for 20 minutes to set the pastry.',
              timerMinutes: 20,
            },
            {
              text: 'Turn the oven down to {180 celsius} ({160 celsius} fan) and bake until the pastry is deep golden and juices bubble through the steam holes.',
              timerMinutes: 30,
            },
            {
              text: 'Leave the pie to rest for at least 30 minutes before lifting it out of the tin and cutting, so the juices can settle.',
              timerMinutes: 30,
            },
          ],
        },
      ],
      equipment: [
        { equipment: '23 cm loose-bottomed tart tin', note: 'A deep one, at least 3.5 cm.' },
        { equipment: 'Rimmed baking tray', note: 'On the shelf below, to catch any drips.' },
      ],
      note: 'You can make the pastry up to 2 days ahead and keep it in the fridge. Let it soften for 10 minutes before rolling.',
      publishedAt: '2025-10-03',
      photo: {
        hue: 26,
        alt: 'A golden double-crust apple pie sprinkled with demerara, one slice lifted out to show soft apple filling',
      },
    },

    // 11. Brioche loaf (draft)
    {
      slug: 'brioche-loaf',
      title: 'Butter Brioche Loaf',
      description:
        'A rich, golden brioche loaf made by hand, with a feathery, buttery crumb that pulls apart in strands. Slow-risen overnight in the fridge.',
      storyExcerpt:
        "I don't own a stand mixer, and for years I believed that meant brioche wasn't for me. It turns out you only need a dough scraper, twenty minutes and a bit of stubbornness. The dough starts off as a sticky mess that you'll be sure is wrong, and then, somewhere around the tenth minute of slapping and folding, it turns smooth, glossy and elastic, and you feel like a magician.\n\nThe overnight rest in the fridge is what makes it manageable. Cold brioche dough is firm and easy to shape, and the long, slow rise gives it a deeper, buttery flavour.",
      storyMore:
        "A thick slice toasted with salted butter and marmalade is my favourite breakfast. Any slightly stale ends become the best French toast you'll ever eat, or bread and butter pudding that will make you wonder why you ever bothered with sliced bread.",
      privacy: 'public',
      prepTimeMinutes: 45,
      cookTimeMinutes: 35,
      customTimeLabel: 'Rising and chilling',
      customTimeMinutes: 900,
      yieldServings: 12,
      servingDescription: 'slice',
      difficulty: 'hard',
      cuisines: ['French'],
      meals: ['Breakfast', 'Baking & Desserts'],
      methods: ['Baking', 'Kneading'],
      diets: ['Vegetarian'],
      tags: ['Weekend Project', 'Make-Ahead', 'Freezer-Friendly'],
      categories: ['Bread'],
      keywords: ['enriched dough', 'buttery loaf', 'pain perdu'],
      ingredientGroups: [
        {
          title: 'For the dough',
          items: [
            {
              ref: 'flour',
              quantity: 350,
              unit: 'gram',
              ingredient: 'bread flour',
              titleOverride: 'strong white bread flour',
            },
            { ref: 'sugar', quantity: 40, unit: 'gram', ingredient: 'caster sugar' },
            { ref: 'salt', quantity: 7, unit: 'gram', ingredient: 'fine sea salt' },
            { ref: 'yeast', quantity: 7, unit: 'gram', ingredient: 'instant yeast' },
            {
              ref: 'eggs',
              quantity: 4,
              ingredient: 'egg',
              titleOverride: 'large eggs',
              preparation: 'cold from the fridge',
            },
            { ref: 'milk', quantity: 50, unit: 'milliliter', ingredient: 'whole milk', preparation: 'cold' },
            {
              ref: 'butter',
              quantity: 175,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'soft but cool, cut into cubes',
            },
          ],
        },
        {
          title: 'For the glaze',
          items: [
            { ref: 'yolk', quantity: 1, ingredient: 'egg yolk' },
            { ref: 'glazeMilk', quantity: 1, unit: 'tablespoon', ingredient: 'whole milk' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix and knead',
          steps: [
            {
              text: 'Mix {@flour}, {@sugar}, {@salt} and {@yeast} in a large bowl. Add {@eggs} and {@milk} and mix into a sticky, shaggy dough.',
            },
            {
              text: 'Tip onto an unfloured worktop and knead by slapping the dough down, stretching it towards you and folding it back over itself. Scrape it up with a dough scraper whenever it sticks. Keep going until it is smooth and stretches thin without tearing.',
              timerMinutes: 10,
              images: 1,
            },
            {
              text: 'Add {@butter} a few cubes at a time, squishing each addition in before adding more. The dough will fall apart and then come back together. Knead until it is glossy and pulls away cleanly from the worktop.',
              timerMinutes: 15,
            },
          ],
        },
        {
          title: 'Rise, chill and shape',
          steps: [
            {
              text: 'Put the dough in a lightly oiled bowl, cover and leave at room temperature for an hour, then refrigerate overnight.',
              timerMinutes: 60,
              note: 'It can stay in the fridge for up to 18 hours.',
            },
            {
              text: 'Butter the loaf tin. Divide the cold dough into 3 equal pieces (weigh them for a neat loaf), shape each into a tight ball and sit them side by side in the tin.',
              images: 1,
            },
            {
              text: 'Cover and leave in a warm spot until the dough has risen to the rim of the tin and wobbles when you nudge it. Cold dough is slow, so be patient.',
              timerMinutes: 150,
            },
          ],
        },
        {
          title: 'Bake',
          steps: [
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan). Beat {@yolk} with {@glazeMilk} and brush it gently over the top.',
            },
            {
              text: 'Bake until deep golden brown and the middle reads {90 celsius} on a probe thermometer. Cover loosely with foil after 20 minutes if it is colouring too fast.',
              timerMinutes: 35,
            },
            {
              text: 'Cool in the tin for 10 minutes, then turn out onto a wire rack to cool completely.',
              timerMinutes: 10,
            },
          ],
        },
      ],
      equipment: [
        { equipment: '900 g loaf tin' },
        { equipment: 'Dough scraper' },
        { equipment: 'Digital kitchen scale' },
      ],
      note: 'Keep the butter soft but still cool: if it is greasy and melting, the dough will be too. On a warm day, chill the dough for 10 minutes halfway through adding the butter.',
      photo: {
        hue: 36,
        alt: 'A glossy, deep golden brioche loaf with three domed sections, cooling on a wire rack',
      },
    },

    // 12. Brown soda bread
    {
      slug: 'brown-soda-bread',
      title: 'Brown Soda Bread',
      description:
        'A nutty, tender wholemeal soda bread with oats and buttermilk. No yeast, no kneading, and on the table in under an hour.',
      storyExcerpt:
        "Soda bread is the answer to every morning when there is no bread in the house and no time to make any. It's mixed in five minutes and baked in forty, and it turns a pot of soup into a proper supper. The whole trick is speed and a light hand: the bicarbonate starts working the second it meets the buttermilk, so mix, shape and get it into the oven without dawdling.\n\nI learned this version from a friend's mother in County Down, who made it with a spoonful of honey and a handful of oats, and who laughed at me for trying to knead it.",
      storyMore:
        'The dough should be wetter than you expect, soft enough to slump a little when you shape it. A dry, stiff soda bread bakes up dense and crumbly, so if in doubt, add the last splash of buttermilk. Eat it warm, thickly spread with salted butter, alongside a bowl of soup or a plate of smoked fish.',
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 40,
      customTimeLabel: 'Cooling',
      customTimeMinutes: 30,
      yieldServings: 10,
      servingDescription: 'slice',
      difficulty: 'easy',
      cuisines: ['Irish', 'British'],
      meals: ['Breakfast', 'Snacks & Sides'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Beginner-Friendly', 'Freezer-Friendly'],
      categories: ['Bread'],
      keywords: ['no-yeast', 'quick loaf', 'buttermilk'],
      ingredientGroups: [
        {
          title: '',
          items: [
            {
              ref: 'wholemeal',
              quantity: 250,
              unit: 'gram',
              ingredient: 'whole wheat flour',
              titleOverride: 'wholemeal flour',
            },
            {
              ref: 'flour',
              quantity: 200,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
              preparation: 'plus extra for dusting',
            },
            {
              ref: 'oats',
              quantity: 50,
              unit: 'gram',
              ingredient: 'rolled oats',
              preparation: 'plus a handful for the top',
            },
            {
              ref: 'bicarb',
              quantity: 1,
              unit: 'teaspoon',
              ingredient: 'baking soda',
              titleOverride: 'bicarbonate of soda',
              preparation: 'sifted',
            },
            { ref: 'salt', quantity: 1, unit: 'teaspoon', ingredient: 'fine sea salt' },
            { ref: 'honey', quantity: 1, unit: 'tablespoon', ingredient: 'honey' },
            { ref: 'buttermilk', quantity: 425, unit: 'milliliter', ingredient: 'buttermilk' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Mix',
          steps: [
            {
              text: 'Put the baking stone on the middle shelf and heat the oven to {200 celsius} ({180 celsius} fan).',
            },
            {
              text: 'Mix {@wholemeal}, {@flour}, {@oats}, {@bicarb} and {@salt} in a large bowl, lifting it with your fingers to get some air in.',
            },
            {
              text: 'Stir {@honey} into {@buttermilk}. Pour most of it into the flour and mix quickly with a fork or one open hand into a soft, sticky dough, adding the rest if there are dry patches. Do not knead.',
            },
          ],
        },
        {
          title: 'Shape and bake',
          steps: [
            {
              text: 'Tip onto a floured worktop and, with floured hands, shape into a round about 18 cm across. Scatter over a handful of oats and press them on lightly. Cut a deep cross almost to the bottom with a floured knife.',
              images: 1,
            },
            {
              text: 'Slide onto the hot stone on a sheet of baking paper and bake until well browned and the underside sounds hollow when tapped.',
              timerMinutes: 40,
            },
            {
              text: 'Wrap in a clean tea towel for a soft crust, or leave uncovered on a rack for a crisp one, and cool for at least 30 minutes.',
              timerMinutes: 30,
            },
          ],
        },
      ],
      equipment: [
        { equipment: 'Baking stone', note: 'Or a baking tray heated in the oven.' },
        { equipment: 'Digital kitchen scale' },
      ],
      note: 'Soda bread is best on the day, and wonderful toasted on the second. Freeze any extra in slices.',
      publishedAt: '2026-02-27',
      photo: {
        hue: 30,
        alt: 'A round brown soda bread with a deep cross cut and oats on top, broken open on a linen cloth',
      },
    },

    // 13. Golden syrup flapjacks
    {
      slug: 'golden-syrup-flapjacks',
      title: 'Golden Syrup Flapjacks',
      description:
        'Chewy, buttery, golden syrup flapjacks, the classic British oat traybake. Five ingredients, one pan, one tin.',
      storyExcerpt:
        "Flapjacks were the first thing I was allowed to make on my own, aged about eight, with a saucepan, a wooden spoon and a lot of supervision from the doorway. They're still the bake I suggest to anyone who says they can't bake: you melt, you stir, you press, and twenty minutes later the kitchen smells of toffee.\n\nThe secret to a chewy flapjack is to take it out while the middle still looks a little underdone. It firms up as it cools, and an overbaked flapjack is a hard flapjack.",
      storyMore:
        "They're naturally free of wheat, so if you use oats that are certified gluten-free, these are a safe treat for friends who can't eat gluten. Once you have the base down, a handful of dried cranberries, chopped apricots or a few spoonfuls of seeds stirred in with the oats all work well.",
      privacy: 'public',
      prepTimeMinutes: 10,
      cookTimeMinutes: 22,
      customTimeLabel: 'Cooling',
      customTimeMinutes: 90,
      yieldServings: 16,
      servingDescription: 'square',
      difficulty: 'easy',
      cuisines: ['British'],
      meals: ['Snacks & Sides', 'Baking & Desserts'],
      methods: ['Baking', 'Stovetop'],
      diets: ['Vegetarian', 'Gluten-Free'],
      tags: ['Kid-Friendly', 'Make-Ahead', 'Beginner-Friendly'],
      categories: ['Traybakes'],
      keywords: ['oat bars', 'lunchbox', 'golden syrup'],
      ingredientGroups: [
        {
          title: '',
          items: [
            { ref: 'butter', quantity: 150, unit: 'gram', ingredient: 'salted butter' },
            {
              ref: 'sugar',
              quantity: 100,
              unit: 'gram',
              ingredient: 'light brown sugar',
              titleOverride: 'light brown soft sugar',
            },
            {
              ref: 'syrup',
              quantity: 100,
              unit: 'gram',
              ingredient: 'golden syrup',
              note: 'About 4 tablespoons; dip the spoon in hot water first.',
            },
            {
              ref: 'oats',
              quantity: 275,
              unit: 'gram',
              ingredient: 'rolled oats',
              note: 'Use certified gluten-free oats if needed.',
            },
            { ref: 'salt', quantity: 1, unit: 'pinch', ingredient: 'fine sea salt' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Melt and mix',
          steps: [
            {
              text: 'Heat the oven to {180 celsius} ({160 celsius} fan). Line the square tin with baking paper.',
            },
            {
              text: 'Put {@butter}, {@sugar} and {@syrup} in a large saucepan over a low heat and stir until the butter has melted and the sugar has mostly dissolved. Do not let it boil.',
              timerMinutes: 5,
            },
            {
              text: 'Take the pan off the heat and stir in {@oats} and {@salt} until every oat is glossy and coated.',
            },
          ],
        },
        {
          title: 'Bake and slice',
          steps: [
            {
              text: 'Tip the mixture into the tin and press it down firmly and evenly with the back of a spoon, right into the corners.',
              images: 1,
            },
            {
              text: 'Bake until golden brown at the edges and still a little pale in the middle.',
              timerMinutes: 22,
            },
            {
              text: 'Score into 16 squares with a knife while hot, then leave in the tin until completely cold before lifting out and cutting through.',
              timerMinutes: 90,
            },
          ],
        },
      ],
      equipment: [
        { equipment: '20 cm square tin' },
        {
          equipment: 'Digital kitchen scale',
          note: 'Weigh the syrup straight into the pan: no sticky spoons.',
        },
      ],
      note: 'Keeps for a week in an airtight tin. For crisper flapjacks, bake for 5 minutes longer.',
      publishedAt: '2026-03-13',
      photo: {
        hue: 40,
        alt: 'Squares of golden oat flapjack stacked on baking paper, glistening with syrup',
      },
    },

    // 14. Raspberry Bakewell tart
    {
      slug: 'raspberry-bakewell-tart',
      title: 'Raspberry Bakewell Tart',
      description:
        'Crisp sweet pastry, a layer of raspberry jam and a soft almond frangipane topped with flaked almonds. A teatime classic and a Christmas favourite.',
      storyExcerpt:
        "A Bakewell tart is everything I love about British baking in one slice: a crisp, buttery case, a stripe of sharp jam, and a soft, rich almond sponge with toasty almonds on top. It looks grand on a cake stand, but it's really three simple things layered up.\n\nBlind baking is the step people want to skip, and it's the one that matters. A pale, soft base under a wet filling will never crisp up, so give the empty case its full twenty minutes until it looks dry and sandy.",
      storyMore:
        'Around Christmas I swap half the raspberry jam for a good spoonful of cranberry sauce left over from the big day, and nobody has complained yet. Serve it warm with custard as a pudding, or cold with a cup of tea in the afternoon.',
      privacy: 'public',
      prepTimeMinutes: 40,
      cookTimeMinutes: 55,
      customTimeLabel: 'Chilling and cooling',
      customTimeMinutes: 75,
      yieldServings: 10,
      servingDescription: 'slice',
      difficulty: 'medium',
      video: { alt: 'Spreading frangipane over raspberry jam in a pastry case' },
      cuisines: ['British'],
      meals: ['Baking & Desserts'],
      methods: ['Baking'],
      diets: ['Vegetarian'],
      tags: ['Holiday', 'Make-Ahead', 'Weekend Project'],
      categories: ['Pies & Tarts'],
      keywords: ['frangipane', 'almond', 'sweet pastry'],
      ingredientGroups: [
        {
          title: 'For the pastry',
          items: [
            {
              ref: 'flour',
              quantity: 175,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
              preparation: 'plus extra for rolling',
            },
            {
              ref: 'icing',
              quantity: 25,
              unit: 'gram',
              ingredient: 'powdered sugar',
              titleOverride: 'icing sugar',
            },
            {
              ref: 'pastryButter',
              quantity: 100,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'cold, cut into cubes',
            },
            { ref: 'yolk', quantity: 1, ingredient: 'egg yolk', titleOverride: 'large egg yolk' },
            {
              ref: 'water',
              quantity: 1,
              quantityMax: 2,
              unit: 'tablespoon',
              ingredient: 'water',
              preparation: 'ice-cold',
            },
          ],
        },
        {
          title: 'For the filling',
          items: [
            { ref: 'jam', quantity: 150, unit: 'gram', ingredient: 'raspberry jam' },
            {
              ref: 'butter',
              quantity: 150,
              unit: 'gram',
              ingredient: 'unsalted butter',
              preparation: 'softened',
            },
            { ref: 'sugar', quantity: 150, unit: 'gram', ingredient: 'caster sugar' },
            {
              ref: 'eggs',
              quantity: 3,
              ingredient: 'egg',
              titleOverride: 'large eggs',
              preparation: 'at room temperature',
            },
            { ref: 'almonds', quantity: 150, unit: 'gram', ingredient: 'ground almonds' },
            {
              ref: 'fillingFlour',
              quantity: 30,
              unit: 'gram',
              ingredient: 'all-purpose flour',
              titleOverride: 'plain flour',
            },
            { ref: 'extract', quantity: 0.5, unit: 'teaspoon', ingredient: 'almond extract' },
            { ref: 'flaked', quantity: 30, unit: 'gram', ingredient: 'flaked almonds' },
          ],
        },
      ],
      instructionGroups: [
        {
          title: 'Make and blind-bake the pastry',
          steps: [
            {
              text: 'Rub {@pastryButter} into {@flour} and {@icing} until it looks like fine breadcrumbs. Mix {@yolk} with {@water}, stir it in with a table knife and bring the pastry together with your hands. Flatten into a disc, wrap and chill.',
              timerMinutes: 30,
            },
            {
              text: 'Roll the pastry out on a floured worktop to about 3 mm thick and line the tart tin, leaving a little overhanging. Prick the base with a fork and chill for 15 minutes. Heat the oven to {190 celsius} ({170 celsius} fan).',
              timerMinutes: 15,
              images: 1,
            },
            {
              text: 'Line the case with baking paper and fill with baking beans. Bake for 15 minutes, then lift out the paper and beans and bake for 5 more, until the base looks dry and sandy. Trim the overhang with a sharp knife, and turn the oven down to {180 celsius} ({160 celsius} fan).',
              timerMinutes: 20,
            },
          ],
        },
        {
          title: 'Fill and bake',
          steps: [
            {
              text: 'Beat {@butter} and {@sugar} until pale, then beat in {@eggs} one at a time. Fold in {@almonds}, {@fillingFlour} and {@extract}.',
            },
            {
              text: 'Spread {@jam} over the pastry base. Dollop the frangipane on top and spread it gently to cover the jam right to the edges, then scatter over {@flaked}.',
              images: 1,
            },
            {
              text: 'Bake until golden, risen and just firm in the centre.',
              timerMinutes: 35,
            },
            {
              text: 'Cool in the tin for at least 30 minutes. Serve warm with custard, or at room temperature with a spoonful of cream.',
              timerMinutes: 30,
            },
          ],
        },
      ],
      equipment: [{ equipment: '23 cm loose-bottomed tart tin' }, { equipment: 'Digital kitchen scale' }],
      note: 'The tart keeps for 3 days in an airtight container. The pastry can be made and the case lined up to a day ahead; keep it covered in the fridge.',
      publishedAt: '2025-12-12',
      photo: {
        hue: 34,
        alt: 'A golden Bakewell tart topped with toasted flaked almonds, a slice cut to reveal a layer of raspberry jam',
      },
    },
  ],
  collections: [
    {
      slug: 'bread',
      title: 'Everyday Bread',
      description: [
        "Bread doesn't need a sourdough starter, a special oven or a free weekend. These are the loaves I make in ordinary weeks, with instant yeast, baking soda or no rise at all.",
        'Start with the white tin loaf if you are new to bread, then work your way towards the focaccia and the buns. A digital scale makes everything easier.',
      ],
      recipeSlugs: [
        'everyday-white-tin-loaf',
        'rosemary-sea-salt-focaccia',
        'brown-soda-bread',
        'cardamom-cinnamon-buns',
        'seeded-rye-crackers',
      ],
      photo: {
        hue: 36,
        alt: 'A white tin loaf, a round of soda bread and a tray of focaccia on a floury worktop',
      },
    },
    {
      slug: 'teatime',
      title: 'Teatime',
      description: [
        'Put the kettle on. Scones, sponges, drizzle cakes and traybakes: the bakes that make four o’clock worth waiting for.',
        'Most of these keep well for a few days, so there is always something in the tin when someone drops round.',
      ],
      recipeSlugs: [
        'tall-teatime-scones',
        'victoria-sponge',
        'lemon-drizzle-cake',
        'all-butter-shortbread',
        'golden-syrup-flapjacks',
        'raspberry-bakewell-tart',
      ],
      photo: {
        hue: 48,
        alt: 'An afternoon tea table with scones, a Victoria sponge and lemon drizzle cake beside a teapot',
      },
    },
    {
      slug: 'christmas-baking',
      title: 'Christmas Baking',
      description: [
        'My December baking list, from shortbread for the neighbours to the apple pie that closes Christmas Eve supper. Many of these can be made ahead and frozen, which leaves more time for everything else.',
        'youtube=Rb7Tn2Qw8Zp',
        'In the video I bake three of these in one afternoon, with a plan for what to make when, so nothing ends up baked in a panic on the twenty-fourth.',
      ],
      recipeSlugs: [
        'all-butter-shortbread',
        'double-crust-apple-pie',
        'raspberry-bakewell-tart',
        'cardamom-cinnamon-buns',
        'brown-butter-chocolate-chunk-cookies',
      ],
      photo: {
        hue: 10,
        alt: 'Tins of shortbread and a Bakewell tart on a table decorated with greenery and twine',
      },
    },
  ],
  photo: {
    hue: 40,
    alt: 'Isla Pennington dusting flour over a tray of scones in a bright, sage-green kitchen',
  },
};
