/** Bounds of a `rememberedByText` memo: entries and characters of the texts it keys by. */
export interface TextMemoLimits {
  entries: number;
  characters: number;
}

/**
 * `compute`, a pure function of one text, remembering its answers by that text, the least
 * recently asked forgotten first once `limits` are passed. For what a kept process reads again
 * and again unchanged: a kitchen's stored rich texts, parsed and checked on every publish (0.1 s
 * of each publish's read at 2,000 recipes). Answers are shared: keep them immutable (strings, or
 * a serialised form the caller parses afresh).
 */
export function rememberedByText<T>(
  compute: (text: string) => T,
  limits: TextMemoLimits = { entries: 20_000, characters: 32_000_000 },
): (text: string) => T {
  const answers = new Map<string, T>();
  let characters = 0;
  return (text) => {
    if (answers.has(text)) {
      const answer = answers.get(text) as T;
      // Most recently asked last: the map's order is the order of forgetting.
      answers.delete(text);
      answers.set(text, answer);
      return answer;
    }
    const answer = compute(text);
    if (text.length > limits.characters) return answer;
    answers.set(text, answer);
    characters += text.length;
    for (const oldest of answers.keys()) {
      if (answers.size <= limits.entries && characters <= limits.characters) break;
      answers.delete(oldest);
      characters -= oldest.length;
    }
    return answer;
  };
}
