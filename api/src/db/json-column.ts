/** JSON text columns: written with `toJson`, read with `fromJson` (null stays null). */
export function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function bool(value: number): boolean {
  return value !== 0;
}
