/**
 * Whom a per-IP or per-address budget counts. An attacker should not get a fresh budget for
 * the price of a new address: one IPv6 host is handed a whole /64 to pick from, and one inbox
 * receives mail for `name+anything@`.
 */

function hextets(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const bytes = ipv4.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a, b, c, d] = bytes as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** An IPv4 address as it is; an IPv6 address as its /64 network (`2001:db8:1:2::/64`). */
export function ipRateLimitSubject(address: string): string {
  if (!address.includes(':')) return address;
  const groups = hextets(address);
  if (!groups) return address.toLowerCase();
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** An e-mail address without its `+tag` (already trimmed and lower-cased by the schema). */
export function emailRateLimitSubject(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${email.slice(at)}`;
}
