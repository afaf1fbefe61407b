/** Stripe's test cards the emulator knows: what a payment with each one does. */
export type CardOutcome = 'succeed' | 'decline';

const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeed',
  '4000056655665556': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000341': 'decline',
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
};

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0341',
} as const;

/** What the demo and the CLI print under the emulator's address. */
export const TEST_CARD_HINT = `pay with ${TEST_CARDS.succeeds} (any future date, any CVC); ${TEST_CARDS.declined} is declined`;

/** The outcome for a typed card number (spaces and dashes ignored), or null for an unknown number. */
export function cardOutcome(number: string): CardOutcome | null {
  return CARDS[number.replace(/[\s-]/g, '')] ?? null;
}
