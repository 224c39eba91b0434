import { CalloutBlock, CardsBlock, HeroBlock, RichTextBlock, TabsBlock } from './content-blocks'
import { FaqsBlock, PromotionsBlock, ReviewsBlock, StoresBlock, TeamBlock } from './list-blocks'

export const PAGE_BLOCKS = [
  HeroBlock,
  CardsBlock,
  TabsBlock,
  ReviewsBlock,
  PromotionsBlock,
  FaqsBlock,
  CalloutBlock,
  StoresBlock,
  TeamBlock,
  RichTextBlock,
]
