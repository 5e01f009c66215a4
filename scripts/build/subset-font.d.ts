/** The part of subset-font's API scripts/build/subset-fonts.ts uses (the package ships no types). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; preserveNameIds?: number[] },
  ): Promise<Buffer>
}
