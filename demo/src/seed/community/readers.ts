import type { SeedReader } from './community-types.ts';

export const MAYA = 'maya@readers.example';
export const THEO = 'theo@readers.example';
export const PRIYA = 'priya@readers.example';
export const SAM = 'sam@readers.example';
export const SPAMMER = 'deals@readers.example';

/** Readers who save and comment on several kitchens (one account across all of them). */
export const demoReaders: SeedReader[] = [
  { email: MAYA, displayName: 'Maya Okafor', avatarHue: 18, avatarFace: 'woman-medium-dark' },
  { email: THEO, displayName: 'Theo Lindqvist', avatarHue: 205, avatarFace: 'man-light' },
  { email: PRIYA, displayName: 'Priya Raman', avatarHue: 292, avatarFace: 'woman-medium' },
  { email: SAM, displayName: 'Sam Whitfield' },
  { email: SPAMMER, displayName: 'Deals4U' },
];
