// The four sample images the item form offers (spec section 2), served from
// public/samples. Stored as a pasted http(s) address, so the item keeps it
// like any other picture from the web.
export const sampleImages = ["sofa", "lamp", "books", "plant"] as const;
export type SampleImage = (typeof sampleImages)[number];

/** The absolute address of a sample on this site (the server accepts http(s) addresses only). */
export function sampleImageUrl(sample: SampleImage, origin: string = window.location.origin): string {
  return `${origin}/samples/${sample}.svg`;
}

/** Which sample an address is, if any. */
export function sampleOf(url: string, origin: string = window.location.origin): SampleImage | null {
  return sampleImages.find((sample) => sampleImageUrl(sample, origin) === url) ?? null;
}
