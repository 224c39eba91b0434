'use client'
import dynamic from 'next/dynamic'

/**
 * The vehicle page's financing widgets as their own chunks (issue 9 "Speed"; decision 0120). The
 * SRP and the VDP are one route (`[...unmatched]`), so a static import put this code in the SRP's
 * first load too. Still rendered on the server; Next names the chunk in the VDP's HTML only. The
 * payment sliders and the out-the-door figure come from one module, so one chunk (decision 0341).
 */
export const PricingWizard = dynamic(() => import('./pricing-wizard.client').then((m) => m.PricingWizard))
export const PaymentPanel = dynamic(() => import('./open-price-widgets.client').then((m) => m.PaymentPanel))
export const OutTheDoorPrice = dynamic(() => import('./open-price-widgets.client').then((m) => m.OutTheDoorPrice))
