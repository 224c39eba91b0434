import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SiteShell, rootMetadata, rootViewport } from '@/components/layout/site-shell'
import './styles/globals.css'

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata()
}

export const viewport: Viewport = rootViewport

/** Root layout of the public site with the default layout (header, menus, footer). The minimal layout is the (minimal) route group's. */
export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell layout="default">{children}</SiteShell>
}
