export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

/** Median and 95th percentile, one decimal, of samples in milliseconds. */
export function medianAndP95(samples: number[]): [string, string] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.95).toFixed(1)];
}
