import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SiteShell, rootMetadata, rootViewport } from '@/components/layout/site-shell'
import { getFinanceView } from '@/data/finance-settings'
import '../(frontend)/styles/globals.css'

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata()
}

export const viewport: Viewport = rootViewport

/**
 * Root layout of /auto-financing/apply-for-financing (site.md section 2): "default layout when
 * pre-approval is enabled, otherwise minimal". The layout follows the finance settings' switch,
 * which managers flip in the admin (decision 0053).
 */
export default async function ApplyForFinancingLayout({ children }: { children: React.ReactNode }) {
  const { preApprovalEnabled } = await getFinanceView()
  return <SiteShell layout={preApprovalEnabled ? 'default' : 'minimal'}>{children}</SiteShell>
}
