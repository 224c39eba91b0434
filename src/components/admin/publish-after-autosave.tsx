'use client'
import type { ReactNode } from 'react'
import { PublishButton, useFormBackgroundProcessing, useFormProcessing } from '@payloadcms/ui'

/**
 * Payload's "Publish changes" button, held back while an autosave is on its way. Pressed during an
 * autosave, the publish request races the draft write on the server (payloadcms/payload#6648): under
 * load one of them fails and the editor sees an error, or nothing, for a change they made. While
 * "Saving…" shows, the button is dimmed and takes no press; it returns the moment the draft is
 * stored, so publishing always follows the latest autosave. Registered for every document with
 * autosave (`admin.components.elements.PublishButton`).
 */
export function PublishAfterAutosave(): ReactNode {
  const autosaving = useFormBackgroundProcessing()
  const submitting = useFormProcessing()
  const held = autosaving || submitting
  return (
    <div
      className="publish-after-autosave"
      aria-busy={held}
      style={held ? { pointerEvents: 'none', opacity: 0.6 } : undefined}
    >
      <PublishButton />
    </div>
  )
}
