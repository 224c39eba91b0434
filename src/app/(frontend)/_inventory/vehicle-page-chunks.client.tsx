'use client'
import dynamic from 'next/dynamic'

/**
 * The vehicle page's client parts as their own chunks: the search and vehicle pages are one route
 * (`[...unmatched]`), so a static import would put their code in the search page's first load too
 * (as with the financing widgets, decision 0120). Still rendered on the server.
 */
export const VehicleGallery = dynamic(() => import('./vehicle-gallery.client').then((m) => m.VehicleGallery))

/** The phone's action bar (issue 21). */
export const VehicleActionBar = dynamic(() => import('./vehicle-action-bar.client').then((m) => m.VehicleActionBar))
