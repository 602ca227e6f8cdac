/**
 * The code point ranges of the embedded Kangxi radical table (`kangxi-radicals.bin.gz`, built by
 * `scripts/build-kangxi-strokes.ts`): CJK Unified Ideographs Extension A and the URO, where the
 * characters of Chinese, Japanese and Korean names are. A character outside them (the later
 * extensions) is refused by name, never counted as zero.
 */
export const KANGXI_RANGES: readonly (readonly [number, number])[] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
]

/** The first bytes of the table, which the reader checks. */
export const KANGXI_MAGIC = 'KXRS1'
