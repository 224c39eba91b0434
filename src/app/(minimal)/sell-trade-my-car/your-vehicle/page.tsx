import type { Metadata } from 'next'
import Link from 'next/link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getPublicQuestionnaire } from '@/data/trade-in/questionnaire'
import { TradeInWizard } from '@/components/trade-in/trade-in-wizard.client'

export const dynamic = 'force-dynamic'

// Title and description are marketing's (visitor-layer.md section 2: "sell-trade-my-car (index and your-vehicle)").
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('sell-trade-my-car/your-vehicle', { path: `${routes.sellTrade}/your-vehicle` })
}

/**
 * The questionnaire step of sell or trade (site.md section 2: /sell-trade-my-car/your-vehicle,
 * minimal layout: the (minimal) route group; decision 0042). The wizard shows its own progress;
 * Exit leads back to the sell or trade page.
 */
export default async function YourVehiclePage() {
  const { questions, categories, makes, trims } = await getPublicQuestionnaire()
  const thisYear = new Date().getUTCFullYear()
  const years = Array.from({ length: thisYear + 1 - 1995 + 1 }, (_, i) => thisYear + 1 - i)
  return (
    <>
      <p className="minimal-exit">
        <Link href={routes.sellTrade}>
          Exit<span className="visually-hidden"> the questionnaire</span>
        </Link>
      </p>
      <TradeInWizard questions={questions} categories={categories} makes={makes} years={years} trims={trims} />
    </>
  )
}
