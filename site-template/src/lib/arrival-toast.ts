import type { CurrentUser } from '@larder/shared/schemas/user';
import { showToast } from './toast';

/** Set when a sign-in sends the reader on to another page, which then says who they are. */
const ARRIVAL_KEY = 'larder:signed-in-as';

/** How the kitchen names the signed-in reader to themselves: their name, else their own address. */
export function readerName(user: Pick<CurrentUser, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email;
}

/** The first character as a reader sees it (an accented letter or an emoji whole). */
function firstCharacter(word: string): string {
  const [first] = new Intl.Segmenter().segment(word);
  return first?.segment ?? '';
}

/** One or two letters for the header's account button: of the name, else of the address. */
export function readerInitials(user: Pick<CurrentUser, 'displayName' | 'email'>): string {
  const words = (user.displayName?.trim() || user.email.split('@')[0] || '?')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => firstCharacter(word).toLocaleUpperCase()).join('') || '?';
}

/** Remembers, for the page a sign-in leads to, that it should say who is signed in. */
export function noteArrival(user: Pick<CurrentUser, 'displayName' | 'email'>): void {
  try {
    window.sessionStorage.setItem(ARRIVAL_KEY, readerName(user));
  } catch {
    // Storage blocked: the page arrives without the toast.
  }
}

/** Says "Signed in as …" once, on the first page after a sign-in. */
export function announceArrival(): void {
  const name = (() => {
    try {
      const stored = window.sessionStorage.getItem(ARRIVAL_KEY);
      window.sessionStorage.removeItem(ARRIVAL_KEY);
      return stored;
    } catch {
      return null;
    }
  })();
  if (name) showToast({ message: `Signed in as ${name}` });
}
