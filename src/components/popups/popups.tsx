import 'server-only'
import { Suspense } from 'react'
import { getActivePopups, getExperimentPopups } from '@/data/popups'
import { PopupRuntime } from '@/components/layout/deferred-shell-parts.client'

/**
 * The popups of the root shell (visitor-layer.md section 2 "Root shell ... the popups"): the
 * published, switched-on popups, and those a switched-on experiment's variants add (played only for
 * visitors in that variant, decision 0105), handed to the small client runtime. With none, nothing
 * is sent.
 */
export async function Popups() {
  const [popups, experimentPopups] = await Promise.all([getActivePopups(), getExperimentPopups()])
  if (popups.length === 0 && experimentPopups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <PopupRuntime popups={popups} experimentPopups={experimentPopups} />
    </Suspense>
  )
}
