import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SiteShell, rootMetadata, rootViewport } from '@/components/layout/site-shell'
import '../(frontend)/styles/globals.css'

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata()
}

export const viewport: Viewport = rootViewport

/**
 * Root layout of the pages the spec puts in the minimal layout (site.md section 2: the sell or
 * trade questionnaire step): the same shell without the site menus and footer (decision 0042).
 * A separate root layout, so moving between it and the site is a full page load.
 */
export default function MinimalLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell layout="minimal">{children}</SiteShell>
}
