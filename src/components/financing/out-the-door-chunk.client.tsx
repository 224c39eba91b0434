'use client'
import dynamic from 'next/dynamic'

/**
 * The out-the-door figure as its own chunk, as the other vehicle-page financing widgets are
 * (decision 0120): the search and vehicle pages are one route, so a static import would put it in
 * the search page's first load. Still rendered on the server.
 */
export const OutTheDoorPrice = dynamic(() => import('./out-the-door.client').then((m) => m.OutTheDoorPrice))
