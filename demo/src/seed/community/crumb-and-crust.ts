import type { SeedCommunity } from './community-types.ts';
import { MAYA, PRIYA, SAM, THEO } from './readers.ts';

const ISLA = 'isla@crumb-and-crust.example';

export const community: SeedCommunity = {
  kitchenSlug: 'crumb-and-crust',
  bookmarks: [
    { by: MAYA, recipe: 'rosemary-sea-salt-focaccia', daysAgo: 15 },
    { by: MAYA, recipe: 'tall-teatime-scones', daysAgo: 3 },
    { by: THEO, recipe: 'brown-butter-chocolate-chunk-cookies', daysAgo: 7 },
    { by: PRIYA, recipe: 'tall-teatime-scones', daysAgo: 8 },
  ],
  discussions: [
    {
      recipe: 'rosemary-sea-salt-focaccia',
      comments: [
        {
          by: MAYA,
          daysAgo: 15,
          text: 'My first ever focaccia and it looked like the photo!\nDimpling the dough was oddly satisfying.',
          upvotedBy: [THEO, PRIYA],
          replies: [
            {
              by: ISLA,
              daysAgo: 14,
              text: 'Dimpling is the best part, isn’t it? Welcome to the focaccia club.',
              upvotedBy: [MAYA],
            },
            {
              by: PRIYA,
              daysAgo: 10,
              text: 'Did you use all of the oil? Mine came out a little greasy.',
            },
          ],
        },
        {
          by: THEO,
          daysAgo: 4,
          text: 'Left the dough in the fridge overnight and got enormous bubbles. Will do it that way again.',
          upvotedBy: [SAM],
        },
      ],
    },
    {
      recipe: 'tall-teatime-scones',
      comments: [
        {
          by: PRIYA,
          daysAgo: 8,
          text: 'Finally, scones that rise straight up instead of slumping. Not twisting the cutter was the missing piece.',
          upvotedBy: [MAYA, SAM, THEO],
          replies: [
            { by: ISLA, daysAgo: 7.5, text: 'Straight down, straight up: it changes everything.' },
            { by: SAM, daysAgo: 6, text: 'Jam first or cream first, though?' },
          ],
        },
        {
          by: MAYA,
          daysAgo: 0.5,
          text: 'Made a half batch for two. Gone before the tea had brewed.',
        },
      ],
    },
  ],
};
