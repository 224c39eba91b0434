'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { ShopperTexts } from './shopper-texts'

const ShopperTextsContext = createContext<ShopperTexts | null>(null)

/**
 * Hands the page's ShopperTexts to every card, heart and Compare below it: once per page in the
 * payload, not once per card (24 results; decision 0090 on the page payload's weight).
 */
export function ShopperTextsProvider({ texts, children }: { texts: ShopperTexts; children: ReactNode }) {
  return <ShopperTextsContext.Provider value={texts}>{children}</ShopperTextsContext.Provider>
}

/** The texts of the nearest provider; a page that draws cards or hearts without one is a bug. */
export function useShopperTexts(): ShopperTexts {
  const texts = useContext(ShopperTextsContext)
  if (texts === null) throw new Error('A card, heart or Compare button was drawn outside ShopperTextsProvider')
  return texts
}
