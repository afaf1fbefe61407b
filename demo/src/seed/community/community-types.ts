/** A demo reader: an account with no kitchen of its own, who saves recipes and comments. */
export interface SeedReader {
  email: string;
  displayName: string;
  /** Hue of a generated portrait; none leaves the reader without an avatar. */
  avatarHue?: number;
  /** The portrait's illustration (a vendored Fluent Emoji name); without it one is chosen for the reader. */
  avatarFace?: string;
}

/** When something happened, counted back from the moment the demo is seeded (so it always looks recent). */
export type DaysAgo = number;

export interface SeedComment {
  /** E-mail of the author: a demo reader, a demo subscriber or a kitchen's owner. */
  by: string;
  daysAgo: DaysAgo;
  /** Lines become paragraphs. */
  text: string;
  upvotedBy?: string[];
  /** Hidden by the kitchen's manager (it and its replies). */
  hidden?: boolean;
  replies?: Omit<SeedComment, 'replies'>[];
}

/** A kitchen's readers' activity: saved recipes and discussions, by recipe slug. */
export interface SeedCommunity {
  kitchenSlug: string;
  bookmarks: { by: string; recipe: string; daysAgo: DaysAgo }[];
  discussions: { recipe: string; comments: SeedComment[] }[];
}
