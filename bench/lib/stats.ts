export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

/** `--name N`, a whole number of at least `min` (1 unless given). */
export function option(name: string, fallback: number, min = 1): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs a whole number of at least ${min}`);
  return value;
}

/** `--name word`, one of `choices`. */
export function choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1] as T;
  if (!choices.includes(value)) throw new Error(`--${name} needs one of ${choices.join(", ")}`);
  return value;
}

/** Median and 95th percentile, one decimal, of samples in milliseconds. */
export function medianAndP95(samples: number[]): [string, string] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.95).toFixed(1)];
}
