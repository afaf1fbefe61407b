/** JSON text columns: written with `toJson`, read with `fromJson` (null stays null). */
export function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

// The caller names the shape it stored; JSON columns are written only through `toJson`.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function bool(value: number): boolean {
  return value !== 0;
}
