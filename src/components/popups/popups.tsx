import 'server-only'
import { Suspense } from 'react'
import { getActivePopups } from '@/data/popups'
import { PopupRuntime } from './popup-runtime.client'

/**
 * The popups of the root shell (visitor-layer.md section 2 "Root shell ... the popups"): the
 * published, switched-on popups, handed to the small client runtime. With none, nothing is sent.
 */
export async function Popups() {
  const popups = await getActivePopups()
  if (popups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <PopupRuntime popups={popups} />
    </Suspense>
  )
}
