'use client'
import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'

/**
 * In the admin's live-preview frame: re-render the server page whenever the editor's draft is
 * saved (autosave), so marketing sees blocks change as they type (issue 5, "live preview").
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
