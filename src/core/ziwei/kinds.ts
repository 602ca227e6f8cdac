/** The kinds of Zi Wei terms: each has its own codes, and each locale one code → name table per kind. */
export type Kind =
  | 'major'
  | 'minor'
  | 'adjective'
  | 'boshi'
  | 'jiangqian'
  | 'suiqian'
  | 'lifeStage'
  | 'palace'
  | 'brightness'
  | 'mutagen'
  | 'bureau'
