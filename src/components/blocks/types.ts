import type { PageBlock } from '@/data/pages'

/** The props of one block type, read from the generated Page type. */
export type BlockOf<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>
