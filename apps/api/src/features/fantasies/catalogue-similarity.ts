/**
 * Near-duplicate detection for the catalogue (ADR 0029). Two texts are compared by the Jaccard
 * index of their word stems: words of three letters or more, lower-cased, `ё` as `е`, cut to their
 * first five letters so that Russian endings (`свечи`, `свечами`) and English ones (`candles`,
 * `candlelit`) meet. 0 is nothing in common, 1 the same words.
 */
export function wordStems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3)
      .map((word) => word.slice(0, 5)),
  );
}

export function stemSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const stem of a) if (b.has(stem)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export type SimilarPair = { a: string; b: string; similarity: number };

/** Every pair of `texts` (by key) at or above `threshold`, most similar first. */
export function similarPairs(texts: ReadonlyMap<string, string>, threshold: number): SimilarPair[] {
  const stems = [...texts].map(([key, text]) => ({ key, stems: wordStems(text) }));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < stems.length; i += 1) {
    for (let j = i + 1; j < stems.length; j += 1) {
      const similarity = stemSimilarity(stems[i]!.stems, stems[j]!.stems);
      if (similarity >= threshold) pairs.push({ a: stems[i]!.key, b: stems[j]!.key, similarity });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
