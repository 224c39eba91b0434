import type { Metadata } from 'next'
import { getPublicQuestionnaire } from '@/data/trade-in/questionnaire'
import { TradeInWizard } from '@/components/trade-in/trade-in-wizard.client'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Get your instant offer',
  description: 'Answer a few questions about your vehicle and get a cash offer in under 60 seconds, valid for 7 days.',
  robots: { index: false, follow: true },
}

/** The questionnaire step of sell or trade (site.md section 2: /sell-trade-my-car/your-vehicle). */
export default async function YourVehiclePage() {
  const { questions, categories, makes } = await getPublicQuestionnaire()
  const thisYear = new Date().getUTCFullYear()
  const years = Array.from({ length: thisYear + 1 - 1995 + 1 }, (_, i) => thisYear + 1 - i)
  return <TradeInWizard questions={questions} categories={categories} makes={makes} years={years} />
}
