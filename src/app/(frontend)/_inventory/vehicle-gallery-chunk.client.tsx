'use client'
import dynamic from 'next/dynamic'

/**
 * The vehicle gallery as its own chunk: the search and vehicle pages are one route
 * (`[...unmatched]`), so a static import would put its code in the search page's first load too
 * (as with the financing widgets, decision 0120). Still rendered on the server.
 */
export const VehicleGallery = dynamic(() => import('./vehicle-gallery.client').then((m) => m.VehicleGallery))
