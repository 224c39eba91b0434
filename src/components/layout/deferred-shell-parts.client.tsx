'use client'
import dynamic from 'next/dynamic'

/**
 * The root shell's parts that draw nothing when the page opens (visitor-layer.md section 2 "Root
 * shell"), loaded after hydration as chunks of their own (issue 9 "Speed"; decision 0123): the
 * popup runtime, and the rest together in one (decision 0341). Imported
 * statically they were in every page's first-load JavaScript, and their modules and effects ran in
 * the long task that hydrates the page. None of them can act before consent is known anyway, and
 * each still starts on the page it was loaded on.
 */

/**
 * The trackers, the vitals collector, the ads capture, click-to-call, the page view, the version
 * check, the header search's suggestions and the chat widget, in one chunk (decision 0341).
 */
export const ShellExtras = dynamic(() => import('./shell-extras.client').then((m) => m.ShellExtras), { ssr: false })
export const PopupRuntime = dynamic(
  () => import('@/components/popups/popup-runtime.client').then((m) => m.PopupRuntime),
  { ssr: false },
)
