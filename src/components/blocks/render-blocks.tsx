import type { PageBlock } from '@/data/pages'
import { RichText } from '@/components/content/rich-text'
import { HeroBlock } from './hero-block'
import { CardsBlock } from './cards-block'
import { TabsBlock } from './tabs-block'
import { ReviewsBlock } from './reviews-block'
import { PromotionsBlock } from './promotions-block'
import { FaqsBlock } from './faqs-block'
import { CalloutBlock } from './callout-block'
import { StoresBlock } from './stores-block'
import { TeamBlock } from './team-block'
import './blocks.css'

/** The blocks of an editable page, in the order marketing arranged them (issue 5). */
export function RenderBlocks({ blocks }: { blocks: PageBlock[] | null | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block, i) => {
        const key = block.id ?? String(i)
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} isFirst={i === 0} />
          case 'cards':
            return <CardsBlock key={key} block={block} />
          case 'tabs':
            return <TabsBlock key={key} block={block} />
          case 'reviews':
            return <ReviewsBlock key={key} block={block} />
          case 'promotions':
            return <PromotionsBlock key={key} block={block} />
          case 'faqs':
            return <FaqsBlock key={key} block={block} />
          case 'callout':
            return <CalloutBlock key={key} block={block} />
          case 'stores':
            return <StoresBlock key={key} block={block} />
          case 'team':
            return <TeamBlock key={key} block={block} />
          case 'richText':
            return (
              <section key={key} className="section">
                <RichText data={block.content} />
              </section>
            )
          default:
            return null
        }
      })}
    </>
  )
}
